const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value (the office's local time) as an ISO UTC time; null when empty. A value
 * the browser could not read is sent as typed, for the server to name the problem.
 */
export function fromLocalInput(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}
