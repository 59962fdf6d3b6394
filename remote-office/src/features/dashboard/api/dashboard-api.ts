import { api } from '@inventor-portal/shared';
import type { OfficeDashboard } from '@inventor-portal/shared/schemas';
import { OFFICE_QUEUE_TAG } from '@remote-office/lib/office-tags';

/** `GET /api/office/dashboard/`: the office's figures at a glance. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfficeDashboard: build.query<OfficeDashboard, void>({
      query: () => '/api/office/dashboard/',
      // A decision or an assignment made here refreshes it.
      providesTags: [OFFICE_QUEUE_TAG],
      // Colleagues decide too: each visit shows the latest figures.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOfficeDashboardQuery } = dashboardApi;
