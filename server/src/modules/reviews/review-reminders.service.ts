import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import { REVIEW_REMINDER_DAYS } from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { asLanguage } from '@server/lib/language';
import { officeToday } from '@server/lib/office-calendar';
import { enqueueMail } from '@server/mail/outbox';
import { notifyUsers } from '../notifications/notifications.service';
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
  config: Pick<AppConfig, 'publicUrl'>,
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
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, review.id, kindOf(days)))) return false;
      await notifyUsers(
        trx,
        [review.reviewer_id],
        feedEvent('review_due', { title: review.title, date: review.due_date, days }),
      );
      if (review.is_active === 1) {
        await enqueueMail(
          trx,
          reviewDueMail(
            { email: review.email, language: asLanguage(review.language), name: review.name },
            {
              title: review.title,
              dueDate: review.due_date,
              days,
              url: reviewUrl(config.publicUrl, review.id),
            },
          ),
        );
      }
      return true;
    });
    if (claimed) sent += 1;
  }
  return { reviews: reviews.length, sent };
}
