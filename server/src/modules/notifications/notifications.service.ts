import type { Kysely, Transaction } from 'kysely';
import type { FeedEvent } from '@inventor-portal/shared/events';
import type {
  ACTIVITY_TYPES,
  ActivityLog,
  Language,
  Notification,
} from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { storedEvent } from '@server/lib/feed-events';
import { notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { asLanguage } from '@server/lib/language';
import type { LiveEvent } from '@server/live/events';
import {
  activitiesInsert,
  insertActivities,
  listActivity as listActivityRows,
} from './activity.repository';
import { recipientAccounts } from './recipient.repository';
import {
  insertNotifications,
  insertOfficeNotifications,
  insertNotificationsReturning,
  toNotification,
  listNotifications as listNotificationRows,
  markAllRead,
  markOneRead,
  type NotificationOwner,
} from './notification.repository';

export type { NotificationOwner };

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/*
 * Both writers take the transaction of the change they describe (a `Transaction`, not any
 * handle): a notification or an activity entry exists exactly when its change does. They store
 * the event (`@inventor-portal/shared/events`), never a sentence: its text is written in the
 * reader's language when read.
 */

/** One unread notification for each inventor, all stamped with the same time. */
export async function notifyInventors(
  trx: Transaction<DB>,
  inventorIds: number[],
  item: FeedEvent,
): Promise<void> {
  const created_at = nowIso();
  const stored = storedEvent(item);
  await insertNotifications(
    trx,
    inventorIds.map((inventor_id) => ({ inventor_id, ...stored, is_read: 0, created_at })),
  );
}

/**
 * One unread notification for each account, like `notifyUsers`, answering the live events to
 * publish once the transaction has committed (each in its reader's language): the bell of a
 * reviewer or the office shows it at once.
 */
export async function notifyUsersLive(
  trx: Transaction<DB>,
  userIds: number[],
  item: FeedEvent,
): Promise<LiveEvent[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const created_at = nowIso();
  const stored = storedEvent(item);
  const [accounts, inserted] = await Promise.all([
    recipientAccounts(trx, [], ids),
    insertNotificationsReturning(
      trx,
      ids.map((user_id) => ({ user_id, ...stored, is_read: 0, created_at })),
    ),
  ]);
  const languages = new Map(accounts.map((a) => [a.id, asLanguage(a.language)]));
  return inserted.flatMap((row) =>
    row.user_id === null
      ? []
      : [
          {
            userIds: [row.user_id],
            name: 'notification' as const,
            data: toNotification(row, languages.get(row.user_id) ?? 'en'),
          },
        ],
  );
}

/** One unread notification for every active office account, in one statement. */
export async function notifyOffice(trx: Transaction<DB>, item: FeedEvent): Promise<void> {
  await insertOfficeNotifications(trx, storedEvent(item), nowIso());
}

/** One activity entry for each inventor, all stamped with the same time. */
export async function recordActivity(
  trx: Transaction<DB>,
  inventorIds: number[],
  activityType: ActivityType,
  item: FeedEvent,
): Promise<void> {
  await insertActivities(trx, activityRows(inventorIds, activityType, item));
}

/**
 * `recordActivity` for at least one inventor as an INSERT not yet sent, for a write that sends
 * it within a statement of its own (a new ticket's on PostgreSQL).
 */
export function activityInsert(
  trx: Transaction<DB>,
  inventorIds: [number, ...number[]],
  activityType: ActivityType,
  item: FeedEvent,
) {
  return activitiesInsert(trx, activityRows(inventorIds, activityType, item));
}

function activityRows(inventorIds: number[], activityType: ActivityType, item: FeedEvent) {
  const created_at = nowIso();
  const stored = storedEvent(item);
  return inventorIds.map((inventor_id) => ({
    inventor_id,
    activity_type: activityType,
    ...stored,
    created_at,
  }));
}

/*
 * The caller's own notifications and activity (the accounts area), their texts in `language`
 * (the account's). Reads stay single queries per page: the notifications list is on every page
 * (the bell) and its answer is cached.
 */

/** One page of the inventor's notifications, newest first, with the total and unread counts. */
export function listNotifications(
  db: Kysely<DB>,
  owner: NotificationOwner,
  page: { offset: number; limit: number },
  language: Language,
): Promise<{ count: number; unreadCount: number; results: Notification[] }> {
  return listNotificationRows(db, owner, page, language);
}

/** Marks every unread notification of the inventor read; how many changed. */
export function markAllNotificationsRead(
  db: Kysely<DB>,
  owner: NotificationOwner,
): Promise<number> {
  return markAllRead(db, owner);
}

/** Marks one of the inventor's notifications read; someone else's is `404 Not found.` like a missing one. */
export async function markNotificationRead(
  db: Kysely<DB>,
  owner: NotificationOwner,
  id: number,
  language: Language,
): Promise<Notification> {
  const notification = await markOneRead(db, owner, id, language);
  if (!notification) throw notFound();
  return notification;
}

/**
 * One page of the inventor's activity, newest first, and the total count. An account without
 * an inventor record (office staff) has none.
 */
export async function listActivity(
  db: Kysely<DB>,
  inventorId: number | null,
  page: { offset: number; limit: number },
  language: Language,
): Promise<{ count: number; results: ActivityLog[] }> {
  if (inventorId === null) return { count: 0, results: [] };
  return listActivityRows(db, inventorId, page, language);
}
