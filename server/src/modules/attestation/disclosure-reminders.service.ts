import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import { DISCLOSURE_REMINDER_DAYS, OPEN_TICKET_STATUSES } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { nowIso } from '@server/lib/time';
import type { LiveEvent } from '@server/live/events';
import { publishLive } from '@server/live/publish';
import { disclosureDeadlineMail } from '@server/mail/event-mails';
import { officeToday } from '@server/lib/office-calendar';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { ticketInventors, ticketOffice } from '../tickets/ticket-audience.service';

/*
 * `send-reminders` and the server's hourly job (API.md Part 2): for every submitted ticket not
 * yet approved or refused whose public disclosure date is 30, 14, 7 or 1 day(s) after `now`
 * (UTC days), a `disclosure_deadline` notice (bell and mail per each recipient's settings) to
 * its inventors and the office (the assignee, or every office account while unassigned).
 * Each reminder is claimed in `disclosure_reminders` (ticket, date, days, recipient) in the
 * transaction that sends it: once however often, and on however many instances, it runs.
 */

export interface ReminderRun {
  /** Tickets due a reminder today. */
  tickets: number;
  /** Reminders sent now (recipients not reminded before). */
  sent: number;
}

interface DueTicket {
  id: number;
  title: string;
  public_disclosure_date: string | null;
  submitter_id: number;
  assignee_id: number | null;
  is_draft: number;
}

async function dueTickets(db: Db, dates: string[]): Promise<DueTicket[]> {
  return db
    .selectFrom('tickets')
    .select(['id', 'title', 'public_disclosure_date', 'submitter_id', 'assignee_id', 'is_draft'])
    .where('public_disclosure_date', 'in', dates)
    .where('is_draft', '=', 0)
    .where('status', 'in', OPEN_TICKET_STATUSES)
    .orderBy('id')
    .execute();
}

type Recipient = { kind: 'inventor' | 'user'; id: number };

/** Claims the reminders not sent before; answers who is to be reminded now. */
async function claim(
  db: Db,
  ticket: DueTicket,
  date: string,
  days: number,
  recipients: Recipient[],
): Promise<Recipient[]> {
  if (recipients.length === 0) return [];
  const sentAt = nowIso();
  const rows = await db
    .insertInto('disclosure_reminders')
    .values(
      recipients.map((r) => ({
        ticket_id: ticket.id,
        disclosure_date: date,
        days,
        recipient_kind: r.kind,
        recipient_id: r.id,
        sent_at: sentAt,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['recipient_kind', 'recipient_id'])
    .execute();
  return rows.map((r) => ({ kind: r.recipient_kind as Recipient['kind'], id: r.recipient_id }));
}

async function remindTicket(
  db: Kysely<DB>,
  config: MailContext,
  ticket: DueTicket,
  days: number,
): Promise<number> {
  const date = ticket.public_disclosure_date ?? '';
  const { sent, live } = await db.transaction().execute(async (trx) => {
    const inventors = await ticketInventors(trx, ticket);
    const office = await ticketOffice(trx, ticket);
    const claimed = await claim(trx, ticket, date, days, [
      ...inventors.map((id) => ({ kind: 'inventor' as const, id })),
      ...office.map((id) => ({ kind: 'user' as const, id })),
    ]);
    if (claimed.length === 0) return { sent: 0, live: [] as LiveEvent[] };
    const told = await sendEventNotice(
      trx,
      config,
      {
        inventorIds: claimed.filter((r) => r.kind === 'inventor').map((r) => r.id),
        userIds: claimed.filter((r) => r.kind === 'user').map((r) => r.id),
      },
      {
        event: 'disclosure_deadline',
        ticket: { id: ticket.id, title: ticket.title },
        feed: feedEvent('ticket.disclosure_deadline', { title: ticket.title, date, days }),
        mail: (recipient, ref) => disclosureDeadlineMail(recipient, ref, { date, days }),
      },
    );
    return { sent: claimed.length, live: told };
  });
  await publishLive(db, live);
  return sent;
}

/** Sends the reminders due on `now`'s office calendar day (TIME_ZONE) that were not sent before. */
export async function sendDisclosureReminders(
  db: Kysely<DB>,
  config: MailContext,
  now: Date = new Date(),
): Promise<ReminderRun> {
  const daysByDate = new Map<string, number>(
    DISCLOSURE_REMINDER_DAYS.map((days) => [officeToday(now, days), days]),
  );
  const tickets = await dueTickets(db, [...daysByDate.keys()]);
  let sent = 0;
  for (const ticket of tickets) {
    const days = daysByDate.get(ticket.public_disclosure_date ?? '');
    if (days !== undefined) sent += await remindTicket(db, config, ticket, days);
  }
  return { tickets: tickets.length, sent };
}
