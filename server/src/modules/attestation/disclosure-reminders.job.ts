import { sql } from 'kysely';
import type { DatabaseHandle } from '@server/db/database';
import type { MailContext } from '../notifications/event-notices.service';
import { sendDisclosureReminders, type ReminderRun } from './disclosure-reminders.service';

/** Advisory lock class of the reminders job ("IPRM"); the object is the schema's hash. */
const LOCK_CLASS = 0x4950524d;

/**
 * One run of the reminders job as the server runs it every hour. On PostgreSQL only the
 * instance that gets the advisory lock (per schema) runs it; the others answer null. Each
 * reminder is claimed by its own key anyway: the lock spares the duplicate work, not mail.
 */
export async function runDisclosureReminderJob(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  config: MailContext,
  now: Date = new Date(),
): Promise<ReminderRun | null> {
  const { db } = database;
  if (database.dialect !== 'postgres') return sendDisclosureReminders(db, config, now);
  // The lock belongs to the session: taken and released on one pooled connection.
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${LOCK_CLASS}, hashtext(current_schema())) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return null;
    try {
      return await sendDisclosureReminders(db, config, now);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_CLASS}, hashtext(current_schema()))`.execute(
        connection,
      );
    }
  });
}
