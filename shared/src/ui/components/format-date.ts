import { format, formatDistanceToNow, isValid, parseISO, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { currentLanguage } from '@inventor-portal/shared/i18n';

/** The date-fns locale of the page's language: 'May 1, 2024' / '1 mai 2024'. */
const dateLocale = (): Locale => (currentLanguage() === 'fr' ? fr : enUS);

export type DateInput = string | number | Date | null | undefined;

/** A date-only string ('2024-05-01') is a local calendar date, not UTC midnight. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** '3 minutes ago' / 'il y a 3 minutes' (formatDistanceToNow with suffix); '' for a missing or bad date. */
export function formatRelativeTime(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true, locale: dateLocale() }) : '';
}

/** Local calendar date, e.g. 'May 1, 2024'; '' for a missing or bad date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'PP', { locale: dateLocale() }) : '';
}

/** Local date and time, e.g. 'May 1, 2024, 2:30 PM'; '' for a missing or bad date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'PPp', { locale: dateLocale() }) : '';
}
