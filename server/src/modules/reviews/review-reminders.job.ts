import { sql } from 'kysely';
import type { MailContext } from '../notifications/event-notices.service';
import type { DatabaseHandle } from '@server/db/database';
import { sendReviewReminders, type ReviewReminderRun } from './review-reminders.service';

/** Advisory lock class of the review reminders job ("IPRV"); the object is the schema's hash. */
const LOCK_CLASS = 0x49505256;

/**
 * One run of the review reminders as the server runs it every hour (beside the disclosure
 * reminders). On PostgreSQL only the instance that gets the advisory lock (per schema) runs it:
 * one instance at a time; the others answer null. Each reminder is claimed by its own key anyway.
 */
export async function runReviewReminderJob(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  config: MailContext,
  now: Date = new Date(),
): Promise<ReviewReminderRun | null> {
  const { db } = database;
  if (database.dialect !== 'postgres') return sendReviewReminders(db, config, now);
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${LOCK_CLASS}, hashtext(current_schema())) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return null;
    try {
      return await sendReviewReminders(db, config, now);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_CLASS}, hashtext(current_schema()))`.execute(
        connection,
      );
    }
  });
}
