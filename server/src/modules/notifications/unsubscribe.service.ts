import type { Kysely } from 'kysely';
import type { NotificationEvent } from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { HttpError } from '@server/lib/http-error';
import { readUnsubscribeToken } from '@server/lib/unsubscribe-token';
import { findUserById } from '../accounts/users.service';
import { turnEmailOff } from './notification-settings.service';

export const UNSUBSCRIBED = 'You will no longer receive these emails.';
export const INVALID_UNSUBSCRIBE_LINK = 'Invalid unsubscribe link.';

const invalidLink = () => new HttpError(400, INVALID_UNSUBSCRIBE_LINK);

/** The account and event of a link, if it is one of ours for an existing account; else 400. */
export async function checkUnsubscribeLink(
  db: Kysely<DB>,
  secretKey: string,
  token: string,
): Promise<{ userId: number; event: NotificationEvent }> {
  const target = readUnsubscribeToken(secretKey, token);
  if (!target || !(await findUserById(db, target.userId))) throw invalidLink();
  return target;
}

/** RFC 8058 one-click: that event's mail off for that account (its other settings untouched). */
export async function unsubscribe(
  db: Kysely<DB>,
  secretKey: string,
  token: string,
): Promise<{ detail: string; event: NotificationEvent }> {
  const { userId, event } = await checkUnsubscribeLink(db, secretKey, token);
  await turnEmailOff(db, userId, event);
  return { detail: UNSUBSCRIBED, event };
}
