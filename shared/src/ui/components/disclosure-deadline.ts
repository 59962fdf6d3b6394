import { ATTESTATION_LIMITS } from '../../schemas/attestation';
import {
  daysBetween,
  DEFAULT_TIME_ZONE,
  isDecidedTicketStatus,
  isTimeZone,
  officeDay,
  OFFICE_TIME_ZONE_META,
} from '../../schemas/ticket-rules';

/**
 * The office's time zone as the server put it in the page; UTC (the server's default) when the
 * page has none (a development server, a test).
 */
export function officeTimeZone(): string {
  if (typeof document === 'undefined') return DEFAULT_TIME_ZONE;
  const zone = document
    .querySelector(`meta[name="${OFFICE_TIME_ZONE_META}"]`)
    ?.getAttribute('content');
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/**
 * Whole calendar days from today (the office's calendar day, as on the server) to a
 * 'YYYY-MM-DD' date; negative once past.
 */
export function daysUntil(
  date: string,
  now: Date = new Date(),
  timeZone: string = officeTimeZone(),
): number | null {
  return daysBetween(officeDay(now, timeZone), date);
}

export interface DisclosureDeadline {
  /** 'soon': within 30 days (today included); 'overdue': already past. */
  kind: 'soon' | 'overdue';
  /** Days left (0 = today); for 'overdue', days since. */
  days: number;
}

/**
 * A public disclosure that threatens novelty (issue 21 "Deadline guard"): the ticket is not yet
 * approved or refused and its disclosure date is within 30 days, or already past.
 */
export function disclosureDeadline(
  ticket: { status: string; public_disclosure_date: string | null; is_draft?: boolean },
  now: Date = new Date(),
  timeZone: string = officeTimeZone(),
): DisclosureDeadline | null {
  if (!ticket.public_disclosure_date) return null;
  if (isDecidedTicketStatus(ticket.status)) return null;
  const days = daysUntil(ticket.public_disclosure_date, now, timeZone);
  if (days === null) return null;
  if (days < 0) return { kind: 'overdue', days: -days };
  return days <= ATTESTATION_LIMITS.disclosureSoonDays ? { kind: 'soon', days } : null;
}
