import { formatDate, formatDateTime } from '@inventor-portal/shared/ui';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Local date-time of a timestamp; a date-only value ('2024-05-01') shows without a time. */
export function formatWhen(value: string | null | undefined): string {
  if (!value) return '';
  return DATE_ONLY.test(value.trim()) ? formatDate(value) : formatDateTime(value);
}
