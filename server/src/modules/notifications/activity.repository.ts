import type { Insertable } from 'kysely';
import type { ActivityLog } from '@inventor-portal/shared/schemas';
import type { ActivityLogTable, Db } from '@server/db/database';
import { nowIso } from '@server/lib/time';

/** Writes one activity entry (activity_type: create|update|add|approve|delete|refuse). */
export async function logActivity(
  db: Db,
  inventorId: number,
  activityType: string,
  action: string,
): Promise<number> {
  const row = await db
    .insertInto('activity_logs')
    .values({ inventor_id: inventorId, activity_type: activityType, action, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One page of the inventor's activity, newest first, and the total count. */
export async function listActivity(
  db: Db,
  inventorId: number,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: ActivityLog[] }> {
  const total = await db
    .selectFrom('activity_logs')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('inventor_id', '=', inventorId)
    .executeTakeFirstOrThrow();
  const results = await db
    .selectFrom('activity_logs')
    .select(['id', 'activity_type', 'action', 'created_at'])
    .where('inventor_id', '=', inventorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { count: Number(total.count), results };
}

export type NewActivity = Insertable<ActivityLogTable>;

/** Many activity rows in one statement. */
export async function insertActivities(db: Db, rows: NewActivity[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('activity_logs').values(rows).execute();
}
