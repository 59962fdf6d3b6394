import { createHmac, timingSafeEqual } from 'node:crypto';

/** Reset links stay valid for 24 hours. */
export const RESET_TOKEN_TTL_MS = 24 * 3600_000;
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

function signature(secretKey: string, user: ResetTokenUser, timestamp: string): Buffer {
  return createHmac('sha256', secretKey)
    .update(`${user.id}|${user.password_hash}|${timestamp}`)
    .digest();
}

/**
 * `{timestamp base36}-{HMAC-SHA256(secret, id|password_hash|timestamp) base64url}`. Binding the
 * password hash makes the link single use: once the password changes, the signature no longer matches.
 */
export function makeResetToken(secretKey: string, user: ResetTokenUser, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000).toString(36);
  return `${timestamp}-${signature(secretKey, user, timestamp).toString('base64url')}`;
}

export function checkResetToken(
  secretKey: string,
  user: ResetTokenUser,
  token: string,
  now = Date.now(),
): boolean {
  const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, timestamp, mac] = match;
  const issuedMs = parseInt(timestamp, 36) * 1000;
  if (
    !Number.isFinite(issuedMs) ||
    issuedMs > now + FUTURE_SKEW_MS ||
    now - issuedMs > RESET_TOKEN_TTL_MS
  )
    return false;
  const expected = signature(secretKey, user, timestamp);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The reset link of a mail: `${publicUrl}/reset-password/{uidb64}/{token}`. */
export function resetLink(
  publicUrl: string,
  secretKey: string,
  user: ResetTokenUser,
  now = Date.now(),
): string {
  return `${publicUrl}/reset-password/${encodeUid(user.id)}/${makeResetToken(secretKey, user, now)}`;
}
