import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_EVENTS,
  type EventChannels,
  type NotificationEvent,
  type NotificationSettings,
} from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';

const isEvent = (value: string): value is NotificationEvent =>
  (NOTIFICATION_EVENTS as readonly string[]).includes(value);

const channelsOf = (row: { in_app: number; email: number }): EventChannels => ({
  in_app: row.in_app === 1,
  email: row.email === 1,
});

/** Every event's channels for one account: its stored choices over the defaults (all on). */
export async function settingsOf(db: Db, userId: number): Promise<NotificationSettings> {
  const rows = await db
    .selectFrom('notification_settings')
    .select(['event', 'in_app', 'email'])
    .where('user_id', '=', userId)
    .execute();
  const settings = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  for (const row of rows) if (isEvent(row.event)) settings[row.event] = channelsOf(row);
  return settings;
}

/** Stores one event's channels for an account (insert or replace). */
export async function saveEventSettings(
  db: Db,
  userId: number,
  event: NotificationEvent,
  channels: EventChannels,
): Promise<void> {
  const values = {
    user_id: userId,
    event,
    in_app: channels.in_app ? 1 : 0,
    email: channels.email ? 1 : 0,
  };
  await db
    .insertInto('notification_settings')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['user_id', 'event']).doUpdateSet({ in_app: values.in_app, email: values.email }),
    )
    .execute();
}
