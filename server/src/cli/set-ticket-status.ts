import { TICKET_STATUSES, type TicketStatus } from '@inventor-portal/shared/schemas';
import type { StatusChange } from '../services/tickets.service';

export class UsageError extends Error {}

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
  if (!TICKET_STATUSES.includes(status as TicketStatus)) {
    throw new UsageError(`status must be one of: ${TICKET_STATUSES.join(', ')}`);
  }
  if (extra.length) throw new UsageError(`unexpected argument '${extra[0]}'`);
  return { ticketId: Number(id), status: status as TicketStatus, meetingDate };
}
