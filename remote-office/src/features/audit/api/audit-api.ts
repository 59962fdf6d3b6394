import { api } from '@inventor-portal/shared';
import type { AuditPage, OfficeUserList } from '@inventor-portal/shared/schemas';

/** The log's filters as the server takes them (API.md Part 2; `target_id` with or without a type). */
export interface AuditFilterArgs {
  actor?: number;
  target_type?: string;
  target_id?: number;
}

export interface AuditLogArgs extends AuditFilterArgs {
  page: number;
  page_size: number;
}

/** Only the filters that are set go in the query string. */
const queryOf = (args: AuditLogArgs) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));

/** `GET /api/office/audit/`: every office write, newest first; the office accounts to filter by. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditPage, AuditLogArgs>({
      query: (args) => ({ url: '/api/office/audit/', params: queryOf(args) }),
      // Other office users write too: a visit always shows the latest entries.
      keepUnusedDataFor: 0,
    }),
    /** The office accounts (`GET /api/office/users/`): the "Who" filter. */
    getAuditActors: build.query<OfficeUserList, void>({
      query: () => '/api/office/users/',
    }),
  }),
});

export const { useGetAuditLogQuery, useGetAuditActorsQuery } = auditApi;
