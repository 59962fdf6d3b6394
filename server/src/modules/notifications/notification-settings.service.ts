import type { Kysely } from 'kysely';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { saveEventSettings, settingsOf } from './notification-settings.repository';

/** The account's settings: every event, both channels (all on until changed). */
export function getNotificationSettings(
  db: Kysely<DB>,
  userId: number,
): Promise<NotificationSettings> {
  return settingsOf(db, userId);
}

/** Applies any subset of events and channels; answers the whole settings object. */
export async function updateNotificationSettings(
  db: Kysely<DB>,
  userId: number,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  return db.transaction().execute(async (trx) => {
    const current = await settingsOf(trx, userId);
    for (const event of NOTIFICATION_EVENTS) {
      const change = input[event];
      if (!change || Object.keys(change).length === 0) continue;
      current[event] = { ...current[event], ...change };
      await saveEventSettings(trx, userId, event, current[event]);
    }
    return current;
  });
}

/** The one-click unsubscribe: that event's email off, its in-app channel as it was. */
export async function turnEmailOff(
  db: Kysely<DB>,
  userId: number,
  event: NotificationEvent,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await settingsOf(trx, userId);
    await saveEventSettings(trx, userId, event, { ...current[event], email: false });
  });
}
