import { createHmac, timingSafeEqual } from 'node:crypto';

/** Reset links stay valid for 24 hours. */
export const RESET_TOKEN_TTL_MS = 24 * 3600_000;
/** A link longer-lived than a reset (a reviewer's invitation: 7 days), written in its token. */
export const INVITE_TOKEN_DAYS = 7;
const MAX_TOKEN_DAYS = 30;
const DAY_MS = 24 * 3600_000;
/** A timestamp this far in the future (clock skew between instances) is still accepted. */
const FUTURE_SKEW_MS = 5 * 60_000;

export interface ResetTokenUser {
  id: number;
  password_hash: string;
}

/** base64url of the decimal user id (the `{uidb64}` path segment). */
export const encodeUid = (userId: number): string =>
  Buffer.from(String(userId), 'utf8').toString('base64url');

/** The user id inside `{uidb64}`, or null when it is not one we made. */
export function decodeUid(uidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uidb64)) return null;
  const text = Buffer.from(uidb64, 'base64url').toString('utf8');
  if (!/^[1-9][0-9]{0,14}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** `days` (a longer-lived link) is signed too, so it cannot be changed. */
function signature(
  secretKey: string,
  user: ResetTokenUser,
  timestamp: string,
  days?: number,
): Buffer {
  const validity = days === undefined ? '' : `|${days}d`;
  return createHmac('sha256', secretKey)
    .update(`${user.id}|${user.password_hash}|${timestamp}${validity}`)
    .digest();
}

/**
 * `{timestamp base36}-{HMAC-SHA256(secret, id|password_hash|timestamp) base64url}`. Binding the
 * password hash makes the link single use: once the password changes, the signature no longer matches.
 */
export function makeResetToken(
  secretKey: string,
  user: ResetTokenUser,
  now = Date.now(),
  days?: number,
): string {
  const timestamp = Math.floor(now / 1000).toString(36);
  const mac = signature(secretKey, user, timestamp, days).toString('base64url');
  return days === undefined ? `${timestamp}-${mac}` : `${timestamp}-${days}d-${mac}`;
}

export function checkResetToken(
  secretKey: string,
  user: ResetTokenUser,
  token: string,
  now = Date.now(),
): boolean {
  const match = /^([0-9a-z]{1,10})-(?:([1-9][0-9]?)d-)?([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, timestamp, daysText, mac] = match;
  const days = daysText === undefined ? undefined : Number(daysText);
  if (days !== undefined && days > MAX_TOKEN_DAYS) return false;
  const ttl = days === undefined ? RESET_TOKEN_TTL_MS : days * DAY_MS;
  const issuedMs = parseInt(timestamp, 36) * 1000;
  if (!Number.isFinite(issuedMs) || issuedMs > now + FUTURE_SKEW_MS || now - issuedMs > ttl)
    return false;
  const expected = signature(secretKey, user, timestamp, days);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The reset link of a mail: `${publicUrl}/reset-password/{uidb64}/{token}`. */
export function resetLink(
  publicUrl: string,
  secretKey: string,
  user: ResetTokenUser,
  now = Date.now(),
  days?: number,
): string {
  const token = makeResetToken(secretKey, user, now, days);
  return `${publicUrl}/reset-password/${encodeUid(user.id)}/${token}`;
}
