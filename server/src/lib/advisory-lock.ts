import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/**
 * Runs `work` on one server instance at a time: on PostgreSQL, only the instance that gets the
 * session advisory lock (`lockClass`, per schema) runs it, the others answer null; on SQLite
 * (one machine) it just runs. The hourly jobs (disclosure and review reminders) use it: each of
 * their reminders is claimed by its own key anyway, so the lock spares duplicate work, not mail.
 */
export async function onOneInstance<T>(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  lockClass: number,
  work: () => Promise<T>,
): Promise<T | null> {
  if (database.dialect !== 'postgres') return work();
  // The lock belongs to the session: taken and released on one pooled connection.
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${lockClass}, hashtext(current_schema())) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${lockClass}, hashtext(current_schema()))`.execute(
        connection,
      );
    }
  });
}
