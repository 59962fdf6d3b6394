import type { DatabaseHandle } from '@server/db/database';
import { onOneInstance } from '@server/lib/advisory-lock';
import type { MailContext } from '../notifications/event-notices.service';
import { sendDisclosureReminders, type ReminderRun } from './disclosure-reminders.service';

/** Advisory lock class of the reminders job ("IPRM"); the object is the schema's hash. */
const LOCK_CLASS = 0x4950524d;

/**
 * One run of the reminders job as the server runs it every hour, on one instance at a time
 * (the others answer null). Each reminder is claimed by its own key anyway: the lock spares the
 * duplicate work, not mail.
 */
export function runDisclosureReminderJob(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  config: MailContext,
  now: Date = new Date(),
): Promise<ReminderRun | null> {
  return onOneInstance(database, LOCK_CLASS, () =>
    sendDisclosureReminders(database.db, config, now),
  );
}
