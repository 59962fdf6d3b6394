import { api } from '@inventor-portal/shared';
import type { AnalyticsGroup, OfficeAnalytics } from '@inventor-portal/shared/schemas';

export interface AnalyticsArgs {
  from: string;
  to: string;
  group: AnalyticsGroup;
}

/** `GET /api/office/analytics/`: the office's figures over a range (API.md Part 3). */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfficeAnalytics: build.query<OfficeAnalytics, AnalyticsArgs>({
      query: ({ from, to, group }) => ({
        url: '/api/office/analytics/',
        params: { from, to, group },
      }),
      // Colleagues decide too: each visit shows the latest figures.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOfficeAnalyticsQuery } = analyticsApi;

/** The annual report's address (a plain download: the session cookie goes with it). */
export const reportUrl = (year: number) => `/api/office/analytics/report.xlsx?year=${year}`;
