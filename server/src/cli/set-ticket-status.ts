import type { Kysely } from 'kysely';
import { TICKET_STATUSES, type TicketStatus } from '@inventor-portal/shared/schemas';
import type { DB } from '../db/database';
import { findTicket, insertActivity, insertNotifications, ticketInventorIds } from '../repositories/ticket.repository';

export class UsageError extends Error {}

export interface StatusChange {
  ticketId: number;
  status: TicketStatus;
  meetingDate: string | null | undefined;
}

/** `ID pending|approved|refused [--meeting-date ISO]` */
export function parseStatusArgs(args: string[]): StatusChange {
  const rest = [...args];
  let meetingDate: string | undefined;
  const flag = rest.findIndex((a) => a === '--meeting-date' || a.startsWith('--meeting-date='));
  if (flag >= 0) {
    const [arg] = rest.splice(flag, 1);
    const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : rest.splice(flag, 1)[0];
    if (!value || Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
      throw new UsageError(`--meeting-date needs an ISO date or date-time, got '${value ?? ''}'`);
    }
    meetingDate = new Date(value).toISOString();
  }
  const [id, status, ...extra] = rest;
  if (!id || !/^\d+$/.test(id)) throw new UsageError('set-ticket-status needs a ticket id');
  if (!TICKET_STATUSES.includes(status as TicketStatus)) throw new UsageError(`status must be one of: ${TICKET_STATUSES.join(', ')}`);
  if (extra.length) throw new UsageError(`unexpected argument '${extra[0]}'`);
  return { ticketId: Number(id), status: status as TicketStatus, meetingDate };
}

const STATUS_TEXT: Record<TicketStatus, string> = {
  pending: 'is pending review again',
  approved: 'was approved',
  refused: 'was refused',
};

export function statusMessage(title: string, status: TicketStatus, meetingDate: string | null | undefined): string {
  const base = `Your ticket '${title}' ${STATUS_TEXT[status]}`;
  return meetingDate ? `${base}; meeting on ${meetingDate.slice(0, 10)}` : base;
}

/**
 * Sets a ticket's status (and meeting date), notifies its submitter and inventors and logs an
 * `approve` (approved) or `update` activity for each. Returns the notified inventor ids.
 */
export async function setTicketStatus(db: Kysely<DB>, change: StatusChange): Promise<{ title: string; notified: number[] } | null> {
  const ticket = await findTicket(db, change.ticketId);
  if (!ticket) return null;
  const inventors = [...new Set([ticket.submitter_id, ...(await ticketInventorIds(db, ticket.id))])];
  const meetingDate = change.meetingDate === undefined ? ticket.meeting_date : change.meetingDate;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tickets')
      .set({ status: change.status, meeting_date: meetingDate, updated_at: new Date().toISOString() })
      .where('id', '=', ticket.id)
      .execute();
    await insertNotifications(trx, inventors, statusMessage(ticket.title, change.status, change.meetingDate));
    const type = change.status === 'approved' ? 'approve' : 'update';
    await insertActivity(trx, inventors, type, `Ticket '${ticket.title}' set to ${change.status}`);
  });
  return { title: ticket.title, notified: inventors };
}
