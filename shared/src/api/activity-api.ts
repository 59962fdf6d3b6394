import type { Paged } from '../schemas/common';
import type { ActivityLog } from '../schemas/notification';
import { api } from './base-api';
import type { PageArgs } from './page-args';

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Own activity, newest first. No argument = the server's first page. */
    getActivityLogs: build.query<Paged<ActivityLog>, Partial<PageArgs> | void>({
      query: (args) => ({
        url: '/api/accounts/activity-logs/',
        params: args ? { ...args } : undefined,
      }),
      providesTags: ['Activity'],
    }),
  }),
});

export const { useGetActivityLogsQuery } = activityApi;
