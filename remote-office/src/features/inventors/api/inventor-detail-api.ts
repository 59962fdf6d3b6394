import { api } from '@inventor-portal/shared';
import type {
  OfficeInventor,
  OfficeInventorDetail,
  OfficeInventorUpdate,
} from '@inventor-portal/shared/schemas';
import { OFFICE_INVENTORS_TAG } from '@remote-office/lib/office-tags';

/**
 * One inventor as the office sees it: `GET /api/office/inventors/{id}/` (with their tickets and
 * patents) and `PATCH` of the same. The detail also carries the list's tag, so an edit,
 * a deactivation or a reactivation refreshes the list and the detail alike.
 */
export const inventorDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfficeInventor: build.query<OfficeInventorDetail, number>({
      query: (id) => `/api/office/inventors/${id}/`,
      providesTags: (_result, _error, id) => [OFFICE_INVENTORS_TAG, { type: 'Inventor', id }],
    }),
    updateOfficeInventor: build.mutation<
      OfficeInventor,
      { id: number; change: OfficeInventorUpdate }
    >({
      query: ({ id, change }) => ({
        url: `/api/office/inventors/${id}/`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [OFFICE_INVENTORS_TAG]),
    }),
  }),
});

export const { useGetOfficeInventorQuery, useUpdateOfficeInventorMutation } = inventorDetailApi;
