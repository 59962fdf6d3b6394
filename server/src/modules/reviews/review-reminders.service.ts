import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import { REVIEW_REMINDER_DAYS } from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { officeToday } from '@server/lib/office-calendar';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { publishLive } from '@server/live/publish';
import { reviewDueMail, reviewUrl } from './review-mails';
import { claimReminder, dueReviews } from './reviews.repository';

/*
 * `send-reminders` and the server's hourly job (API.md Part 3 "Committee review"): for every
 * review not submitted (nor conflicted) whose due date is two days after `now`'s office day, or
 * that day itself, a `review_due` notice to its reviewer (bell and mail, in their language).
 * Each reminder is claimed in `review_reminders` (review, kind) in the transaction that sends
 * it: once however often, and on however many instances, it runs.
 */

export interface ReviewReminderRun {
  /** Open reviews due a reminder today. */
  reviews: number;
  /** Reminders sent now (not sent before). */
  sent: number;
}

const kindOf = (days: number) => (days === 0 ? 'due' : `before_${days}`);

export async function sendReviewReminders(
  db: Kysely<DB>,
  config: MailContext,
  now: Date = new Date(),
): Promise<ReviewReminderRun> {
  const daysByDate = new Map<string, number>(
    REVIEW_REMINDER_DAYS.map((days) => [officeToday(now, days), days]),
  );
  const reviews = await dueReviews(db, [...daysByDate.keys()]);
  let sent = 0;
  for (const review of reviews) {
    const days = daysByDate.get(review.due_date);
    if (days === undefined) continue;
    const live = await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, review.id, kindOf(days)))) return null;
      // Bell and mail per the reviewer's notification settings, like every event notice.
      const told = await sendEventNotice(
        trx,
        config,
        { userIds: [review.reviewer_id] },
        {
          event: 'review_due',
          ticket: { id: review.ticket_id, title: review.title },
          feed: feedEvent('review_due', { title: review.title, date: review.due_date, days }),
          mail: (recipient, ref) =>
            reviewDueMail(
              recipient,
              { ...ref, url: reviewUrl(config.publicUrl, review.id) },
              { dueDate: review.due_date, days },
            ),
        },
      );
      return told;
    });
    if (live === null) continue;
    await publishLive(db, live);
    sent += 1;
  }
  return { reviews: reviews.length, sent };
}
