import type { Kysely } from 'kysely';
import { findUserByEmailWithInventor } from './user-inventor.repository';
import { type Account } from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { HttpError } from '@server/lib/http-error';
import { hashPassword, needsRehash, verifyPassword } from '@server/lib/passwords';
import {
  forgetHits,
  RATE_LIMITS,
  rateLimitKey,
  SLOW_DOWNS,
  takeAttempt,
  takeSlowDownAttempt,
  type Attempt,
  type LimitLog,
} from '@server/lib/rate-limit';
import { createSession, deleteSession } from './session.repository';
import { replacePasswordHash, type UserRow } from './user.repository';
import { acceptSecondFactor, hasTwoFactor, INVALID_CODE } from '../two-factor/two-factor.service';
import { currentUser, ownAccount } from './accounts.service';
import { inventorCounts } from '../inventors/inventors.service';
import type { InventorRow } from '../inventors/inventor.mapper';

/** Sign-in with a password (and a second factor), and sign-out. */
const INVALID_LOGIN = 'Invalid email or password.';
const DEACTIVATED = 'This account is deactivated.';
/** A generated password not changed within this time no longer signs in. */
export const GENERATED_PASSWORD_TTL_MS = 7 * 24 * 3600_000;
export const GENERATED_PASSWORD_EXPIRED =
  'Your generated password has expired (after 7 days). Ask for a new one with "Forgot password?".';

/** Verifying against this hash for an unknown email keeps both answers equally slow. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-placeholder'));

export interface LoginInput {
  email: string;
  password: string;
  /** The second step on an account with two-factor sign-in: a TOTP code or a recovery code. */
  code?: string;
  ip: string;
  /** The session the request came with: a login always starts a new one. */
  previousSessionId: string | null;
}

export type LoginResult =
  { kind: 'signed-in'; sessionValue: string; user: Account } | { kind: 'two-factor-required' };

export interface LoginDeps {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'secretKey'>;
}

/**
 * The per-account slow-down of lib/rate-limit.ts, with 30 free failures per window: from one
 * address the per-address limit (10) answers first, and an office whose staff sign in through
 * several trusted proxy hops is not slowed; a guesser spread over many addresses gets about 40
 * guesses per 15 minutes per account instead of 10 per address.
 */
const ACCOUNT_LOGIN_SLOW_DOWN = { ...SLOW_DOWNS.accountLogin, freeAttempts: 30 };

const isGeneratedPasswordExpired = (user: UserRow, now = Date.now()): boolean =>
  user.must_change_password === 1 &&
  user.password_issued_at !== null &&
  now - Date.parse(user.password_issued_at) > GENERATED_PASSWORD_TTL_MS;

/**
 * Records one sign-in guess against every sign-in limit, atomically each, before the secret is
 * checked: 10 failures per 15 min per email + address, the per-account slow-down whatever the
 * address, and 100 failures per 15 min per address whatever the email. Throws 429 (nothing
 * recorded) when one is reached; `release()` takes the guess back from all of them. Login uses
 * it, and so does `2fa/disable` for its codes (a wrong code counts like a failed sign-in).
 */
export async function takeSignInAttempt(
  db: Kysely<DB>,
  email: string,
  ip: string,
  log?: LimitLog,
): Promise<Attempt> {
  const key = email.trim().toLowerCase();
  const taken: Attempt[] = [];
  // Every limit's hit taken back in one statement.
  const releaseAll = () =>
    forgetHits(
      db,
      taken.splice(0).flatMap((attempt) => attempt.hits),
    );
  try {
    taken.push(await takeAttempt(db, RATE_LIMITS.loginFailure, rateLimitKey(key, ip)));
    taken.push(await takeSlowDownAttempt(db, ACCOUNT_LOGIN_SLOW_DOWN, key));
    taken.push(await takeAttempt(db, RATE_LIMITS.loginFailureByAddress, rateLimitKey(ip), { log }));
  } catch (err) {
    await releaseAll();
    throw err;
  }
  return {
    get hits() {
      return taken.flatMap((attempt) => attempt.hits);
    },
    release: releaseAll,
  };
}

/**
 * Checks the credentials and opens a new session, ending the one the request came with (a
 * session id planted before login is worthless).
 *
 * - Every attempt is recorded before the password is checked (takeSignInAttempt). A completed
 *   login forgives the email's failures; the address keeps the other emails' ones.
 * - Only after the right password: a deactivated account → 403; an expired generated
 *   password → 400; on an account with two-factor sign-in, without `code` →
 *   `two-factor-required` (no session), with a wrong code → 400 `Invalid two-factor code.`,
 *   which counts as a failure (so the code cannot be guessed).
 * - A hash made with older parameters is replaced by a new one of the same password.
 */
export async function login(deps: LoginDeps, input: LoginInput): Promise<LoginResult> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const attempt = await takeSignInAttempt(db, email, input.ip);
  /** The password was right: this attempt is no guess, but the earlier failures still stand. */
  const notAGuess = () => attempt.release();

  // The account with its inventor: the answer is built from them once the password is right.
  const found = await findUserByEmailWithInventor(db, input.email);
  const user = found?.user;
  const ok = user
    ? await verifyPassword(input.password, user.password_hash)
    : (await verifyPassword(input.password, await getDummyHash())) && false;
  if (!user || !ok) throw new HttpError(400, INVALID_LOGIN);

  if (user.is_active !== 1) {
    await notAGuess();
    throw new HttpError(403, DEACTIVATED);
  }
  if (isGeneratedPasswordExpired(user)) {
    await notAGuess();
    throw new HttpError(400, GENERATED_PASSWORD_EXPIRED);
  }
  if (hasTwoFactor(user)) {
    if (!input.code) {
      await notAGuess();
      return { kind: 'two-factor-required' };
    }
    if (!(await acceptSecondFactor(deps, user, input.code))) throw new HttpError(400, INVALID_CODE);
  }

  // The address's count keeps the other emails' failures: only this attempt is taken back.
  // One statement: this attempt's hits, and the email's failures forgiven.
  await forgetHits(db, attempt.hits, [
    [RATE_LIMITS.loginFailure, rateLimitKey(email, input.ip)],
    [ACCOUNT_LOGIN_SLOW_DOWN, email],
  ]);
  if (needsRehash(user.password_hash)) {
    await replacePasswordHash(db, user.id, await hashPassword(input.password), user.password_hash);
  }
  if (input.previousSessionId) await deleteSession(db, input.previousSessionId);
  const sessionValue = await createSession(db, user.id);
  return {
    kind: 'signed-in',
    sessionValue,
    user: await signedInAccount(db, user, found?.inventor, found?.nameVariants ?? []),
  };
}

export async function logout(db: Kysely<DB>, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(db, sessionId);
}

/**
 * The account a login answers, as `me` builds it, from the account, inventor and name variants
 * the login read (an office account without an inventor: as `me` reads it).
 */
async function signedInAccount(
  db: Kysely<DB>,
  user: UserRow,
  inventor: InventorRow | undefined,
  variants: string[],
): Promise<Account> {
  if (!inventor) return currentUser(db, user.id);
  // Counted afresh: the sign-in just wrote (its session, its limits), so the remembered counts'
  // versions would have to be read again first, which costs more statements than one count.
  const counts = await inventorCounts(db, inventor.id);
  return ownAccount(
    {
      ...inventor,
      user_email: user.email,
      must_change_password: user.must_change_password,
      role: user.role,
      language: user.language,
      two_factor_enabled_at: user.two_factor_enabled_at,
    },
    variants,
    counts,
  );
}
