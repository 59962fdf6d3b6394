import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

export type DateInput = string | number | Date | null | undefined;

/** A date-only string ('2024-05-01') is a local calendar date, not UTC midnight. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** '3 minutes ago' (formatDistanceToNow with suffix); '' for a missing or bad date. */
export function formatRelativeTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true }) : '';
}

/** Local calendar date, e.g. 'May 1, 2024'; '' for a missing or bad date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'PP') : '';
}

/** Local date and time, e.g. 'May 1, 2024, 2:30 PM'; '' for a missing or bad date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'PPp') : '';
}
