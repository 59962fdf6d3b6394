import type { ExpressionBuilder, Insertable } from 'kysely';
import type { FeedEvent } from '@inventor-portal/shared/events';
import type { Language, Notification } from '@inventor-portal/shared/schemas';
import type { DB, Db, NotificationTable } from '@server/db/database';
import { answeredEvent, storedEvent } from '@server/lib/feed-events';
import { nowIso } from '@server/lib/time';

interface NotificationRow {
  id: number;
  event: string;
  params: string;
  is_read: number;
  created_at: string;
}

const COLUMNS = ['id', 'event', 'params', 'is_read', 'created_at'] as const;

/** A row as the API answers it, its `message` in the reader's language. */
export function toNotification(row: NotificationRow, language: Language): Notification {
  const { text, event, params } = answeredEvent(language, row);
  return {
    id: row.id,
    message: text,
    is_read: Boolean(row.is_read),
    created_at: row.created_at,
    event,
    params,
  };
}

/**
 * Whose notifications: an account reads those of its inventor and those addressed to the
 * account itself (office staff, who may have no inventor record).
 */
export interface NotificationOwner {
  userId: number;
  inventorId: number | null;
}

const ownedBy = (owner: NotificationOwner) => (eb: ExpressionBuilder<DB, 'notifications'>) =>
  owner.inventorId === null
    ? eb('user_id', '=', owner.userId)
    : eb.or([eb('inventor_id', '=', owner.inventorId), eb('user_id', '=', owner.userId)]);

/** One page of the owner's notifications, newest first, and their total count. */
export async function listNotifications(
  db: Db,
  owner: NotificationOwner,
  page: { offset: number; limit: number },
  language: Language,
): Promise<{ count: number; unreadCount: number; results: Notification[] }> {
  const total = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn
        .sum<number | string | null>(eb.case().when('is_read', '=', 0).then(1).else(0).end())
        .as('unread'),
    ])
    .where(ownedBy(owner))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where(ownedBy(owner))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    count: Number(total.count),
    unreadCount: Number(total.unread ?? 0),
    results: rows.map((row) => toNotification(row, language)),
  };
}

/** Marks every unread notification of the inventor read; returns how many changed. */
export async function markAllRead(db: Db, owner: NotificationOwner): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where(ownedBy(owner))
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks one of the inventor's notifications read; undefined when it is not theirs or missing. */
export async function markOneRead(
  db: Db,
  owner: NotificationOwner,
  id: number,
  language: Language,
): Promise<Notification | undefined> {
  await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('id', '=', id)
    .where(ownedBy(owner))
    .execute();
  const row = await db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('id', '=', id)
    .where(ownedBy(owner))
    .executeTakeFirst();
  return row ? toNotification(row, language) : undefined;
}

export async function addNotification(
  db: Db,
  inventorId: number,
  item: FeedEvent,
): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({ inventor_id: inventorId, ...storedEvent(item), is_read: 0, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type NewNotification = Insertable<NotificationTable>;

/** Many notification rows in one statement. */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('notifications').values(rows).execute();
}

/**
 * One unread notification of `stored` for every active office account, in one statement (the
 * accounts chosen by the insert itself, in id order).
 */
export async function insertOfficeNotifications(
  db: Db,
  stored: { event: string; params: string },
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('notifications')
    .columns(['user_id', 'event', 'params', 'is_read', 'created_at'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => [
          'users.id',
          eb.cast<string>(eb.val(stored.event), 'text').as('event'),
          eb.cast<string>(eb.val(stored.params), 'text').as('params'),
          eb.lit(0).as('is_read'),
          eb.cast<string>(eb.val(createdAt), 'text').as('created_at'),
        ])
        .where('users.role', '=', 'office')
        .where('users.is_active', '=', 1)
        .orderBy('users.id'),
    )
    .execute();
}

/** Many notification rows in one statement, answered as stored (for live events). */
export async function insertNotificationsReturning(
  db: Db,
  rows: NewNotification[],
): Promise<Array<NotificationRow & { inventor_id: number | null; user_id: number | null }>> {
  if (rows.length === 0) return [];
  return db
    .insertInto('notifications')
    .values(rows)
    .returning([...COLUMNS, 'inventor_id', 'user_id'])
    .execute();
}
