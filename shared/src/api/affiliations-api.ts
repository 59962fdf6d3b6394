import type { Paged } from '../schemas/common';
import type { Affiliation } from '../schemas/inventor';
import { PAGE_SIZES } from '../schemas/limits';
import { api } from './base-api';

export const affiliationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Affiliation options (public). A failure gives an empty list (spec §7). */
    getAffiliations: build.query<Affiliation[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/api/inventors/affiliations/',
          params: { page_size: PAGE_SIZES.affiliations },
        });
        const page = result.data as Paged<Affiliation> | undefined;
        return { data: result.error || !page || !Array.isArray(page.results) ? [] : page.results };
      },
      providesTags: ['Affiliation'],
    }),
  }),
});

export const { useGetAffiliationsQuery } = affiliationsApi;
