/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is
 * wrong": connection refused/reset/timed out, PostgreSQL shutting down or starting up, SQLite
 * busy past its timeout. The client gets 503 and may retry; nothing was half-written because
 * every multi-row write runs in a transaction.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 08xxx connection exceptions.
const PG_UNAVAILABLE = /^(57P0[123]|08\d{3})$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database is locked/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code) || code === 'SQLITE_BUSY')
  )
    return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

export const DATABASE_UNAVAILABLE_DETAIL =
  'The database is unavailable right now. Please try again shortly.';

/** A unique constraint violation on either database (a concurrent insert won the race). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
