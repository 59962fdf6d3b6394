import type { Paged } from '../schemas/common';
import type { InventorSummary } from '../schemas/inventor';
import { api } from './base-api';
import type { PageArgs } from './page-args';

export interface SearchInventorsArgs extends PageArgs {
  name: string;
  /** Only on the public create-account screen (no session). */
  shared_password?: string;
}

export const inventorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInventor: build.query<InventorSummary, number>({
      query: (id) => `/api/inventors/inventor/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Inventor', id }],
    }),
    /** One call per id, in parallel; a failed lookup yields `null` at its position. */
    getInventorsByIds: build.query<(InventorSummary | null)[], readonly number[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const results = await Promise.all(
          ids.map((id) => baseQuery(`/api/inventors/inventor/${id}`)),
        );
        return {
          data: results.map((r) => (r.error || !r.data ? null : (r.data as InventorSummary))),
        };
      },
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'Inventor' as const, id })),
    }),
    searchInventors: build.query<Paged<InventorSummary>, SearchInventorsArgs>({
      query: ({ name, shared_password, page, page_size }) => ({
        url: '/api/inventors/inventors/search/',
        method: 'POST',
        params: { page, page_size },
        body: shared_password === undefined ? { name } : { name, shared_password },
      }),
      providesTags: ['Inventor'],
    }),
  }),
});

export const { useGetInventorQuery, useGetInventorsByIdsQuery, useSearchInventorsQuery } =
  inventorsApi;
