import { api } from '@inventor-portal/shared';
import type { AuditPage } from '@inventor-portal/shared/schemas';

/** `GET /api/office/audit/`: every office write, newest first. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditPage, { page: number; page_size: number }>({
      query: (params) => ({ url: '/api/office/audit/', params }),
      // Other office users write too: a visit always shows the latest entries.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
