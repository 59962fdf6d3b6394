import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import type { DB } from '@server/db/database';
import { publishLive } from '@server/live/publish';
import { disclosureDeadlineMail } from '@server/mail/event-mails';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';

export interface DisclosureReminder {
  ticket: { id: number; title: string };
  /** `public_disclosure_date` (YYYY-MM-DD). */
  date: string;
  /** Days left: 30, 14, 7 or 1 (API.md Part 2 "send-reminders"). */
  days: number;
  inventorIds: number[];
  /** The office accounts to remind (the assignee, or every office account). */
  officeUserIds: number[];
}

/**
 * The `disclosure_deadline` notice (the attestation issue's `send-reminders` calls it): bell and
 * mail per each recipient's settings, in one transaction, live events once committed. Keeping
 * each reminder to once per ticket and step is the caller's job.
 */
export async function sendDisclosureDeadline(
  db: Kysely<DB>,
  config: MailContext,
  reminder: DisclosureReminder,
): Promise<void> {
  const { ticket, date, days } = reminder;
  const live = await db.transaction().execute((trx) =>
    sendEventNotice(
      trx,
      config,
      { inventorIds: reminder.inventorIds, userIds: reminder.officeUserIds },
      {
        event: 'disclosure_deadline',
        ticket,
        feed: feedEvent('ticket.disclosure_deadline', { title: ticket.title, date, days }),
        mail: (recipient, ref) => disclosureDeadlineMail(recipient, ref, { date, days }),
      },
    ),
  );
  await publishLive(db, live);
}
