import type { TicketStatus } from './limits';

/**
 * The ticket rules both sides apply, written once: which statuses are still open, who hears about
 * a ticket, the contribution total, and what "today" is. The server's SQL builders and services
 * and the browser's forms and badges all read them from here.
 */

/** Waiting for the office (or for the inventors' answer): the ticket can still change. */
export const OPEN_TICKET_STATUSES = ['pending', 'needs_info'] as const satisfies TicketStatus[];
/** The office has decided. */
export const DECIDED_TICKET_STATUSES = ['approved', 'refused'] as const satisfies TicketStatus[];
export type OpenTicketStatus = (typeof OPEN_TICKET_STATUSES)[number];
export type DecidedTicketStatus = (typeof DECIDED_TICKET_STATUSES)[number];

const OPEN: ReadonlySet<string> = new Set(OPEN_TICKET_STATUSES);
const DECIDED: ReadonlySet<string> = new Set(DECIDED_TICKET_STATUSES);

/** Pending or needs_info: the inventors may still edit it, and disclosure deadlines apply. */
export const isOpenTicketStatus = (status: string): status is OpenTicketStatus =>
  OPEN.has(status.trim().toLowerCase());
/** Approved or refused. */
export const isDecidedTicketStatus = (status: string): status is DecidedTicketStatus =>
  DECIDED.has(status.trim().toLowerCase());

/**
 * The inventors who hear about a ticket: the submitter first, then every other inventor once,
 * in the ticket's order (the submitter is always one of them).
 */
export const ticketInventorAudience = (
  submitterId: number,
  inventorIds: readonly number[],
): number[] => [...new Set([submitterId, ...inventorIds])];

/**
 * The office staff who hear about a ticket: nobody while it is a draft (it is nobody's business
 * yet); its assignee when it has an active one; else every active office account.
 */
export function ticketOfficeAudience(
  ticket: { isDraft: boolean; assigneeId: number | null },
  activeOfficeIds: readonly number[],
): number[] {
  if (ticket.isDraft) return [];
  if (ticket.assigneeId !== null && activeOfficeIds.includes(ticket.assigneeId))
    return [ticket.assigneeId];
  return [...activeOfficeIds];
}

/** The sum of the shares given (a share that is not a number counts as nothing). */
export const contributionTotal = (shares: readonly number[]): number =>
  shares.reduce((sum, share) => (Number.isFinite(share) ? sum + share : sum), 0);

/** The `<meta>` name under which the server writes its TIME_ZONE into the page. */
export const OFFICE_TIME_ZONE_META = 'office-time-zone';

/** The office's calendar when TIME_ZONE is not set. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether `timeZone` is an IANA zone this runtime knows ('Europe/Paris', 'UTC', ...). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
};

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** `YYYY-MM-DD` `days` calendar days after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(utc + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * "Today" for disclosure deadlines and reminders: the office's calendar day (`YYYY-MM-DD`) in
 * its time zone at `now`, `days` later. The server passes TIME_ZONE; the browser the zone the
 * server put in the page (`officeTimeZone()` in the shared UI).
 */
export function officeDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE, days = 0): string {
  const today = calendarDay(now, timeZone);
  return days === 0 ? today : addDays(today, days);
}

/**
 * The calendar day in `timeZone` at `now`, remembered for the minute: every office row of a page
 * asks for it, and a day starts on a whole minute in every time zone today.
 */
let lastDay = { timeZone: '', minute: Number.NaN, day: '' };
function calendarDay(now: Date, timeZone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay.minute === minute && lastDay.timeZone === timeZone) return lastDay.day;
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDay = { timeZone, minute, day };
  return day;
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number | null {
  const a = ISO_DAY.exec(from.trim());
  const b = ISO_DAY.exec(to.trim());
  if (!a || !b) return null;
  const utc = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((utc(b) - utc(a)) / DAY_MS);
}
