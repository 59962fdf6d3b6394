import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Notification } from '@inventor-portal/shared/schemas';
import type { DB, Db, NotificationTable } from '@server/db/database';
import { nowIso } from '@server/lib/time';

interface NotificationRow {
  id: number;
  message: string;
  is_read: number;
  created_at: string;
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  message: row.message,
  is_read: Boolean(row.is_read),
  created_at: row.created_at,
});

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
    .select(['id', 'message', 'is_read', 'created_at'])
    .where(ownedBy(owner))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    count: Number(total.count),
    unreadCount: Number(total.unread ?? 0),
    results: rows.map(toNotification),
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
): Promise<Notification | undefined> {
  await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('id', '=', id)
    .where(ownedBy(owner))
    .execute();
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'message', 'is_read', 'created_at'])
    .where('id', '=', id)
    .where(ownedBy(owner))
    .executeTakeFirst();
  return row ? toNotification(row) : undefined;
}

export async function addNotification(
  db: Db,
  inventorId: number,
  message: string,
): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({ inventor_id: inventorId, message, is_read: 0, created_at: nowIso() })
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

/** Many notification rows in one statement, answered as the list shows them (for live events). */
export async function insertNotificationsReturning(
  db: Db,
  rows: NewNotification[],
): Promise<Array<Notification & { inventor_id: number | null; user_id: number | null }>> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('notifications')
    .values(rows)
    .returning(['id', 'message', 'is_read', 'created_at', 'inventor_id', 'user_id'])
    .execute();
  return inserted.map((row) => ({
    ...toNotification(row),
    inventor_id: row.inventor_id,
    user_id: row.user_id,
  }));
}
