import type { Paged } from '../schemas/common';
import { PAGE_SIZES } from '../schemas/limits';
import type { Notification } from '../schemas/notification';
import { api } from './base-api';

export interface NotificationsArgs {
  page: number;
  /** Default 3 (spec §9). */
  page_size?: number;
}

type Recipe = (page: Paged<Notification>) => void;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Paged<Notification>, NotificationsArgs>({
      query: ({ page, page_size = PAGE_SIZES.notifications }) => ({
        url: '/api/accounts/notifications/',
        params: { page, page_size },
      }),
      providesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: '/api/accounts/notifications/', method: 'PUT' }),
      onQueryStarted: (_arg, lifecycle) =>
        patchCachedPages(lifecycle, (page) => page.results.forEach((n) => (n.is_read = true))),
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `/api/accounts/notifications/${id}/`, method: 'PUT' }),
      onQueryStarted: (id, lifecycle) =>
        patchCachedPages(lifecycle, (page) => {
          const hit = page.results.find((n) => n.id === id);
          if (hit) hit.is_read = true;
        }),
    }),
  }),
});

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/** Optimistic update of every cached notifications page; undone when the call fails. */
async function patchCachedPages({ dispatch, getState, queryFulfilled }: Lifecycle, recipe: Recipe): Promise<void> {
  const state = getState() as Parameters<typeof notificationsApi.util.selectCachedArgsForQuery>[0];
  const patches = notificationsApi.util
    .selectCachedArgsForQuery(state, 'getNotifications')
    .map((args) => dispatch(notificationsApi.util.updateQueryData('getNotifications', args, recipe)) as { undo: () => void });
  try {
    await queryFulfilled;
  } catch {
    patches.forEach((patch) => patch.undo());
  }
}

export const {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} = notificationsApi;
