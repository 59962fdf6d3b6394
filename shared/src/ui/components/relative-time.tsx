import { formatDateTime, formatRelativeTime, toDate, type DateInput } from './format-date';

export interface RelativeTimeProps {
  value: DateInput;
  className?: string;
}

/** '<time>' showing '3 minutes ago', with the exact local date-time as tooltip. */
export function RelativeTime({ value, className }: RelativeTimeProps) {
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className}>
      {formatRelativeTime(date)}
    </time>
  );
}
