import { TICKET_STATUSES, type TicketStatus } from '@inventor-portal/shared/schemas';
import type { StatusChange } from '../modules/tickets/ticket-status.service';

export class UsageError extends Error {}

export const SET_TICKET_STATUS_USAGE = `set-ticket-status ID ${TICKET_STATUSES.join('|')} [--meeting-date ISO] [--message TEXT]`;

/** Takes `--name VALUE` or `--name=VALUE` out of `rest`; undefined when absent. */
export function takeFlag(rest: string[], name: string): string | undefined {
  const flag = rest.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (flag < 0) return undefined;
  const [arg] = rest.splice(flag, 1);
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : rest.splice(flag, 1)[0];
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  return value;
}

/** `ID pending|needs_info|approved|refused [--meeting-date ISO] [--message TEXT]` */
export function parseStatusArgs(args: string[]): StatusChange {
  const rest = [...args];
  let meetingDate: string | undefined;
  const meeting = takeFlag(rest, '--meeting-date');
  if (meeting !== undefined) {
    if (Number.isNaN(Date.parse(meeting)) || !/^\d{4}-\d{2}-\d{2}/.test(meeting)) {
      throw new UsageError(`--meeting-date needs an ISO date or date-time, got '${meeting}'`);
    }
    meetingDate = new Date(meeting).toISOString();
  }
  const message = takeFlag(rest, '--message')?.trim() || null;
  const [id, status, ...extra] = rest;
  if (!id || !/^\d+$/.test(id)) throw new UsageError('set-ticket-status needs a ticket id');
  if (!TICKET_STATUSES.includes(status as TicketStatus)) {
    throw new UsageError(`status must be one of: ${TICKET_STATUSES.join(', ')}`);
  }
  if (extra.length) throw new UsageError(`unexpected argument '${extra[0]}'`);
  if (status === 'needs_info' && !message) {
    throw new UsageError('needs_info needs --message TEXT: say what information is needed');
  }
  return { ticketId: Number(id), status: status as TicketStatus, meetingDate, message };
}
