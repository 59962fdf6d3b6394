import type { Paged } from '../schemas/common';
import { PAGE_SIZES } from '../schemas/limits';
import type { Notification } from '../schemas/notification';
import { api } from './base-api';

export interface NotificationsArgs {
  page: number;
  /** Default 3 (spec §9). */
  page_size?: number;
}

/** A notifications page; `unread_count` counts every unread notification of the user. */
export type NotificationsPage = Paged<Notification> & { unread_count?: number };

type Recipe = (page: NotificationsPage) => void;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsPage, NotificationsArgs>({
      query: ({ page, page_size = PAGE_SIZES.notifications }) => ({
        url: '/api/accounts/notifications/',
        params: { page, page_size },
      }),
      providesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: '/api/accounts/notifications/', method: 'PUT' }),
      onQueryStarted: (_arg, lifecycle) =>
        patchCachedPages(lifecycle, (page) => {
          page.results.forEach((n) => (n.is_read = true));
          if (page.unread_count !== undefined) page.unread_count = 0;
        }),
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `/api/accounts/notifications/${id}/`, method: 'PUT' }),
      onQueryStarted: (id, lifecycle) =>
        patchCachedPages(lifecycle, (page) => {
          const hit = page.results.find((n) => n.id === id);
          const wasUnread = hit !== undefined && !hit.is_read;
          if (hit) hit.is_read = true;
          // The count is per user, so every cached page drops it, not only the one holding the hit.
          if (page.unread_count !== undefined && (wasUnread || !hit))
            page.unread_count = Math.max(0, page.unread_count - 1);
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
async function patchCachedPages(
  { dispatch, getState, queryFulfilled }: Lifecycle,
  recipe: Recipe,
): Promise<void> {
  const state = getState() as Parameters<typeof notificationsApi.util.selectCachedArgsForQuery>[0];
  const patches = notificationsApi.util.selectCachedArgsForQuery(state, 'getNotifications').map(
    (args) =>
      dispatch(notificationsApi.util.updateQueryData('getNotifications', args, recipe)) as {
        undo: () => void;
      },
  );
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
