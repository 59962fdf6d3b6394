import type { Insertable } from 'kysely';
import type { FeedEvent } from '@inventor-portal/shared/events';
import type { ActivityLog, Language } from '@inventor-portal/shared/schemas';
import type { ActivityLogTable, Db } from '@server/db/database';
import { answeredEvent, storedEvent } from '@server/lib/feed-events';
import { nowIso } from '@server/lib/time';

/** Writes one activity entry (activity_type: create|update|add|approve|delete|refuse). */
export async function logActivity(
  db: Db,
  inventorId: number,
  activityType: string,
  item: FeedEvent,
): Promise<number> {
  const row = await db
    .insertInto('activity_logs')
    .values({
      inventor_id: inventorId,
      activity_type: activityType,
      ...storedEvent(item),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface ActivityRow {
  id: number;
  activity_type: string;
  event: string;
  params: string;
  created_at: string;
}

/** A row as the API answers it, its `action` in the reader's language. */
export function toActivity(row: ActivityRow, language: Language): ActivityLog {
  const { text, event, params } = answeredEvent(language, row);
  return {
    id: row.id,
    activity_type: row.activity_type,
    action: text,
    created_at: row.created_at,
    event,
    params,
  };
}

/** One page of the inventor's activity, newest first, and the total count. */
export async function listActivity(
  db: Db,
  inventorId: number,
  page: { offset: number; limit: number },
  language: Language,
): Promise<{ count: number; results: ActivityLog[] }> {
  const total = await db
    .selectFrom('activity_logs')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('inventor_id', '=', inventorId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('activity_logs')
    .select(['id', 'activity_type', 'event', 'params', 'created_at'])
    .where('inventor_id', '=', inventorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { count: Number(total.count), results: rows.map((row) => toActivity(row, language)) };
}

export type NewActivity = Insertable<ActivityLogTable>;

/** Many activity rows in one statement. */
export async function insertActivities(db: Db, rows: NewActivity[]): Promise<void> {
  if (rows.length === 0) return;
  await activitiesInsert(db, rows).execute();
}

/** The INSERT of `insertActivities` (at least one row), unsent: a part of another statement. */
export function activitiesInsert(db: Db, rows: NewActivity[]) {
  return db.insertInto('activity_logs').values(rows);
}
