import { useLanguage } from '@inventor-portal/shared/i18n';
import { formatDateTime, formatRelativeTime, toDate, type DateInput } from './format-date';

export interface RelativeTimeProps {
  value: DateInput;
  className?: string;
}

/** '<time>' showing '3 minutes ago', with the exact local date-time as tooltip. */
export function RelativeTime({ value, className }: RelativeTimeProps) {
  // The texts follow the page's language: a switch re-renders them ('il y a 3 minutes').
  useLanguage();
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className}>
      {formatRelativeTime(date)}
    </time>
  );
}
