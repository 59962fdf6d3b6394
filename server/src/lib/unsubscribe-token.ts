import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@inventor-portal/shared/schemas';

/**
 * One-click unsubscribe tokens (RFC 8058): `{user id}.{event}.{HMAC-SHA256 base64url}`, signed
 * with SECRET_KEY under a purpose label of their own, so no other signed value of the server
 * can pass for one. Nothing is stored; a token only ever turns one event's mail off for one
 * account, so it does not expire.
 */
const PURPOSE = 'inventor-portal/unsubscribe/v1';

function mac(secretKey: string, userId: number, event: NotificationEvent): Buffer {
  return createHmac('sha256', secretKey).update(`${PURPOSE}|${userId}|${event}`).digest();
}

export function makeUnsubscribeToken(
  secretKey: string,
  userId: number,
  event: NotificationEvent,
): string {
  return `${userId}.${event}.${mac(secretKey, userId, event).toString('base64url')}`;
}

/** The account and event a token was made for, or null when it is not one of ours. */
export function readUnsubscribeToken(
  secretKey: string,
  token: string,
): { userId: number; event: NotificationEvent } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, event, signature] = match;
  const userId = Number(id);
  if (!(NOTIFICATION_EVENTS as readonly string[]).includes(event)) return null;
  const expected = mac(secretKey, userId, event as NotificationEvent);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, event: event as NotificationEvent };
}

/** `PUBLIC_URL/api/accounts/unsubscribe/{token}/`: the List-Unsubscribe link of a mail. */
export const unsubscribeUrl = (
  publicUrl: string,
  secretKey: string,
  userId: number,
  event: NotificationEvent,
): string =>
  `${publicUrl}/api/accounts/unsubscribe/${makeUnsubscribeToken(secretKey, userId, event)}/`;
