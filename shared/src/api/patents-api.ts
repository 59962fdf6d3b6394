import type { Paged } from '../schemas/common';
import type { PatentListItem } from '../schemas/patent';
import { api } from './base-api';
import type { PageArgs } from './page-args';

export interface PatentsArgs extends PageArgs {
  /** Title or inventor name. */
  search?: string;
  /** A field of PATENT_ORDERING_FIELDS, '-' prefix for descending. */
  ordering?: string;
}

/** The caller's patents (patents screens + profile). */
export const patentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPatents: build.query<Paged<PatentListItem>, PatentsArgs>({
      query: ({ page, page_size, search, ordering }) => ({
        url: '/api/inventors/patents',
        params: {
          page,
          page_size,
          ...(search ? { search } : {}),
          ...(ordering ? { ordering } : {}),
        },
      }),
      providesTags: (result) => [
        { type: 'Patent', id: 'LIST' },
        ...(result?.results ?? []).map((p) => ({ type: 'Patent' as const, id: p.id })),
      ],
    }),
  }),
});

export const { useGetPatentsQuery } = patentsApi;
