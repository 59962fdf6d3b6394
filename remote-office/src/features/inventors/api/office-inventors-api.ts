import { api } from '@inventor-portal/shared';
import type {
  OfficeInventor,
  OfficeInventorCreate,
  OfficeInventorPage,
} from '@inventor-portal/shared/schemas';
import { OFFICE_INVENTORS_TAG } from '@remote-office/lib/office-tags';

export interface OfficeInventorsArgs {
  page: number;
  page_size: number;
  search?: string;
}

/** The office's inventor records: `GET/POST /api/office/inventors/`, deactivate and reactivate. */
export const officeInventorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfficeInventors: build.query<OfficeInventorPage, OfficeInventorsArgs>({
      query: ({ search, ...paging }) => ({
        url: '/api/office/inventors/',
        params: search ? { ...paging, search } : paging,
      }),
      providesTags: [OFFICE_INVENTORS_TAG],
    }),
    createOfficeInventor: build.mutation<OfficeInventor, OfficeInventorCreate>({
      query: (body) => ({ url: '/api/office/inventors/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [OFFICE_INVENTORS_TAG]),
    }),
    setOfficeInventorActive: build.mutation<OfficeInventor, { id: number; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/api/office/inventors/${id}/${active ? 'reactivate' : 'deactivate'}/`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : [OFFICE_INVENTORS_TAG]),
    }),
  }),
});

export const {
  useGetOfficeInventorsQuery,
  useCreateOfficeInventorMutation,
  useSetOfficeInventorActiveMutation,
} = officeInventorsApi;
