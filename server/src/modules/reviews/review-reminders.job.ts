import type { DatabaseHandle } from '@server/db/database';
import { onOneInstance } from '@server/lib/advisory-lock';
import type { MailContext } from '../notifications/event-notices.service';
import { sendReviewReminders, type ReviewReminderRun } from './review-reminders.service';

/** Advisory lock class of the review reminders job ("IPRV"); the object is the schema's hash. */
const LOCK_CLASS = 0x49505256;

/**
 * One run of the review reminders as the server runs it every hour (beside the disclosure
 * reminders), on one instance at a time (the others answer null). Each reminder is claimed by
 * its own key anyway.
 */
export function runReviewReminderJob(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  config: MailContext,
  now: Date = new Date(),
): Promise<ReviewReminderRun | null> {
  return onOneInstance(database, LOCK_CLASS, () => sendReviewReminders(database.db, config, now));
}
