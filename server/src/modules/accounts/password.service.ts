import type { Kysely } from 'kysely';
import { LIMITS } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { isCommonPassword } from '@server/lib/common-passwords';
import { HttpError, unauthenticated } from '@server/lib/http-error';
import { asLanguage } from '@server/lib/language';
import { hashPassword, verifyPassword } from '@server/lib/passwords';
import {
  RATE_LIMITS,
  rateLimitKey,
  resetRequestKey,
  takeAttempt,
  tryTakeAttempt,
} from '@server/lib/rate-limit';
import { checkResetToken, decodeUid, resetLink } from '@server/lib/reset-token';
import { enqueueMail } from '@server/mail/outbox';
import { passwordResetMail } from '@server/mail/templates';
import { deleteUserSessions } from './session.repository';
import { findUserByEmail, findUserById, setPasswordHash, type UserRow } from './user.repository';
import type { AccountsDeps, Caller } from './accounts.service';

/** Password rules, the own password change, and the reset by mailed link. */
const INVALID_LINK = 'Invalid or expired reset link.';

/**
 * The rules beyond the shared schema's length checks: not all digits, not a common password,
 * not the account's email or its local part. Throws `400 {detail, new_password: [...]}` with
 * every broken rule.
 */
export function assertPasswordRules(password: string, email: string): void {
  const errors: string[] = [];
  if (password.length < LIMITS.minPassword)
    errors.push(`Password must be at least ${LIMITS.minPassword} characters`);
  if (/^[0-9]+$/.test(password)) errors.push('This password is entirely numeric.');
  if (isCommonPassword(password)) errors.push('This password is too common.');
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (lower === address || (local.length > 0 && lower === local))
    errors.push('The password is too similar to the email.');
  if (errors.length > 0) throw new HttpError(400, errors[0], { new_password: errors });
}

/**
 * Checks the caller's current password (change-password, an email change): wrong guesses count
 * 5 per 15 minutes per user, then 429 with Retry-After; a right one is not counted.
 */
export async function checkCurrentPassword(
  db: Db,
  user: UserRow,
  password: string,
): Promise<boolean> {
  const attempt = await takeAttempt(db, RATE_LIMITS.changePasswordFailure, rateLimitKey(user.id));
  const ok = await verifyPassword(password, user.password_hash);
  if (ok) await attempt.release();
  return ok;
}

/** A new password for the caller: the current session stays, every other session of the user ends. */
export async function changePassword(
  db: Kysely<DB>,
  caller: Caller,
  input: { old_password: string; new_password: string },
): Promise<void> {
  const user = await findUserById(db, caller.userId);
  if (!user) throw unauthenticated();
  if (!(await checkCurrentPassword(db, user, input.old_password))) {
    throw new HttpError(400, 'Current password is incorrect.', {
      old_password: ['Current password is incorrect.'],
    });
  }
  assertPasswordRules(input.new_password, user.email);
  const hash = await hashPassword(input.new_password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, hash);
    await deleteUserSessions(trx, user.id, caller.sessionId);
  });
}

/**
 * Queues a reset mail when the address has an active account; says nothing either way (no
 * account enumeration). Requests count per email + client address (5 per hour, then 429), so
 * a stranger elsewhere cannot use up the owner's requests; a repeated request within a few
 * minutes gets the same answer but no second mail (the mailbox is not flooded).
 */
export async function requestPasswordReset(
  deps: Pick<AccountsDeps, 'db' | 'config'>,
  email: string,
  ip: string,
): Promise<void> {
  const { db, config } = deps;
  await takeAttempt(db, RATE_LIMITS.passwordResetRequestByAddress, resetRequestKey(email, ip));
  const user = await findUserByEmail(db, email);
  if (!user || user.is_active !== 1) return;
  const firstInWindow = await tryTakeAttempt(
    db,
    RATE_LIMITS.passwordResetMail,
    rateLimitKey(user.email.toLowerCase()),
  );
  if (!firstInWindow) return;
  const link = resetLink(config.publicUrl, config.secretKey, user);
  await db.transaction().execute(async (trx) => {
    await enqueueMail(
      trx,
      passwordResetMail({ email: user.email, link, language: asLanguage(user.language) }),
    );
  });
}

/** The account a reset link was made for, while the link is valid; else `400 Invalid or expired reset link.` */
export async function resetLinkUser(
  deps: Pick<AccountsDeps, 'db' | 'config'>,
  uidb64: string,
  token: string,
): Promise<UserRow> {
  const userId = decodeUid(uidb64);
  const user =
    userId === null || token.length > 200 ? undefined : await findUserById(deps.db, userId);
  if (!user || !checkResetToken(deps.config.secretKey, user, token))
    throw new HttpError(400, INVALID_LINK);
  return user;
}

/**
 * Sets the new password of a reset link's account and ends all its sessions; only if the
 * hash the link was signed with is still current (two racing requests: one wins, the link dies).
 */
export async function resetPassword(
  db: Kysely<DB>,
  user: UserRow,
  newPassword: string,
): Promise<void> {
  assertPasswordRules(newPassword, user.email);
  const hash = await hashPassword(newPassword);
  const changed = await db.transaction().execute(async (trx) => {
    const ok = await setPasswordHash(trx, user.id, hash, user.password_hash);
    if (ok) await deleteUserSessions(trx, user.id);
    return ok;
  });
  if (!changed) throw new HttpError(400, INVALID_LINK);
}
