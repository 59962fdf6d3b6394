import { api } from '@inventor-portal/shared';
import type { PatentDetail } from '@inventor-portal/shared/schemas';

/** Patent endpoints owned by this remote; the list query lives in shared (also used by the profile). */
export const patentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPatent: build.query<PatentDetail, number>({
      query: (id) => `/api/inventors/patent/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Patent', id }],
    }),
  }),
});

export const { useGetPatentQuery } = patentsApi;
