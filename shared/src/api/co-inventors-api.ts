import type { Paged } from '../schemas/common';
import type { InventorSummary } from '../schemas/inventor';
import { api } from './base-api';
import type { PageArgs } from './page-args';

/** Inventors sharing at least one patent with the caller (co-inventors screen + profile). */
export const coInventorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoInventors: build.query<Paged<InventorSummary>, PageArgs>({
      query: ({ page, page_size }) => ({
        url: '/api/inventors/inventor/co-inventors',
        params: { page, page_size },
      }),
      providesTags: ['CoInventor'],
    }),
  }),
});

export const { useGetCoInventorsQuery } = coInventorsApi;
