import type {
  NotificationChannel,
  NotificationEvent,
  NotificationSettings,
} from '../schemas/conversation';
import { api } from './base-api';

/** One switch: an event's channel turned on or off. */
export interface NotificationSettingChange {
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
}

const URL = '/api/accounts/notification-settings/';

/**
 * Which events reach the user in the portal (the bell) and by email (API.md Part 2). A change is
 * one `PUT` of that event's channel only, so two switches flipped quickly never undo each other.
 */
export const notificationSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, void>({
      query: () => URL,
      providesTags: ['NotificationSettings'],
    }),
    updateNotificationSetting: build.mutation<NotificationSettings, NotificationSettingChange>({
      query: ({ event, channel, enabled }) => ({
        url: URL,
        method: 'PUT',
        body: { [event]: { [channel]: enabled } },
      }),
      // Optimistic: the switch moves at once and moves back when the server refuses.
      async onQueryStarted({ event, channel, enabled }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationSettingsApi.util.updateQueryData(
            'getNotificationSettings',
            undefined,
            (settings) => {
              settings[event][channel] = enabled;
            },
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetNotificationSettingsQuery, useUpdateNotificationSettingMutation } =
  notificationSettingsApi;
