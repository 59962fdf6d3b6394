import { ATTESTATION_LIMITS } from '../../schemas/attestation';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whole calendar days from `now` (local day) to a 'YYYY-MM-DD' date; negative once past. */
export function daysUntil(date: string, now: Date = new Date()): number | null {
  const match = DATE_ONLY.exec(date.trim());
  if (!match) return null;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / DAY_MS);
}

export interface DisclosureDeadline {
  /** 'soon': within 30 days (today included); 'overdue': already past. */
  kind: 'soon' | 'overdue';
  /** Days left (0 = today); for 'overdue', days since. */
  days: number;
}

const DECIDED: ReadonlySet<string> = new Set(['approved', 'refused']);

/**
 * A public disclosure that threatens novelty (issue 21 "Deadline guard"): the ticket is not yet
 * approved or refused and its disclosure date is within 30 days, or already past.
 */
export function disclosureDeadline(
  ticket: { status: string; public_disclosure_date: string | null; is_draft?: boolean },
  now: Date = new Date(),
): DisclosureDeadline | null {
  if (!ticket.public_disclosure_date) return null;
  if (DECIDED.has(ticket.status.trim().toLowerCase())) return null;
  const days = daysUntil(ticket.public_disclosure_date, now);
  if (days === null) return null;
  if (days < 0) return { kind: 'overdue', days: -days };
  return days <= ATTESTATION_LIMITS.disclosureSoonDays ? { kind: 'soon', days } : null;
}
