import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { RecoveryCodes, TwoFactorSetup } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { HttpError, unauthenticated } from '@server/lib/http-error';
import { hashPassword, verifyPassword } from '@server/lib/passwords';
import { asLanguage } from '@server/lib/language';
import { RATE_LIMITS, rateLimitKey, takeAttempt } from '@server/lib/rate-limit';
import { enqueueMail } from '@server/mail/outbox';
import { twoFactorChangedMail } from '@server/mail/templates';
import { deleteUserSessions } from '../accounts/sessions.service';
import {
  claimTotpStep,
  disableTwoFactor as clearTwoFactor,
  disableTwoFactorWithStep,
  enableTwoFactorWithStep,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  spendRecoveryCode,
  unusedRecoveryCodes,
} from './two-factor.repository';
import { findUserByEmail, findUserById, type UserRow } from '../accounts/users.service';
import { recordAudit } from '../audit/audit.service';

/** The signed-in account asking (a Caller of accounts.service.ts fits). */
export interface TwoFactorCaller {
  sessionId: string;
  userId: number;
}

/**
 * Two-factor sign-in with TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps, one step of
 * clock drift either way) through `otpauth`, and 10 single-use recovery codes.
 *
 * - The secret is stored encrypted (AES-256-GCM, key derived from SECRET_KEY): a copy of the
 *   database alone does not give the second factor. It is shown once, by `2fa/setup`.
 * - A code is accepted once: the step it belongs to is remembered (`totp_last_step`) and a
 *   code of that step or an earlier one is refused, even within its 90-second validity.
 * - Recovery codes are random (about 50 bits, below the 112 bits for which a plain hash would
 *   do), so each is stored as an argon2id hash with its own salt, like a password; spent on use.
 */

export const INVALID_CODE = 'Invalid two-factor code.';
const ISSUER = 'Inventor Portal';
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits a reader cannot confuse (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const invalidCode = () => new HttpError(400, INVALID_CODE);
export const PASSWORD_NEEDED = 'Enter your current password.';
const passwordNeeded = () => new HttpError(400, PASSWORD_NEEDED, { password: [PASSWORD_NEEDED] });
/** Where the owner is told that two-factor sign-in changed: their own address and language. */
const changeNotice = (user: UserRow, change: 'on' | 'off' | 'reset') =>
  twoFactorChangedMail({ email: user.email, language: asLanguage(user.language), change });

// ---------------------------------------------------------------- the secret at rest

const secretKeyOf = (secretKey: string) =>
  createHash('sha256').update(`inventor-portal totp secret|${secretKey}`).digest();

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptTotpSecret(secretKey: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKeyOf(secretKey), iv);
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url')).join('.');
}

/** The base32 secret, or null when the stored value was not made with this SECRET_KEY. */
export function decryptTotpSecret(secretKey: string, stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      secretKeyOf(secretKey),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

const totpFor = (email: string, base32: string) =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(base32), ...TOTP_SETTINGS });

/** The 30-second step a time falls in (what an authenticator app counts). */
export const totpStep = (timestamp = Date.now()): number =>
  TOTP.counter({ period: TOTP_SETTINGS.period, timestamp });

/** The code of `base32` at `timestamp` (tests, and the e2e suite, compute codes with it). */
export const totpCode = (base32: string, timestamp = Date.now()): string =>
  TOTP.generate({ secret: Secret.fromBase32(base32), ...TOTP_SETTINGS, timestamp });

/** The step of a code of `base32` within one step of now, or null. */
function matchingStep(base32: string, code: string, timestamp = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(base32),
    ...TOTP_SETTINGS,
    timestamp,
    window: 1,
  });
  return delta === null ? null : totpStep(timestamp) + delta;
}

// ---------------------------------------------------------------- recovery codes

/** Case, spaces and dashes do not matter when a recovery code is typed. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');
const hashRecoveryCode = (code: string) => hashPassword(normalizeRecoveryCode(code));

/** Spends the user's unused recovery code `normalized` is, if any (one argon2 check per code). */
async function spendMatchingRecoveryCode(db: Db, userId: number, normalized: string) {
  for (const stored of await unusedRecoveryCodes(db, userId)) {
    if (await verifyPassword(normalized, stored.code_hash)) return spendRecoveryCode(db, stored.id);
  }
  return false;
}

function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i += 1) out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

// ---------------------------------------------------------------- checking a code

export interface TwoFactorDeps {
  db: Db;
  config: { secretKey: string };
}

/**
 * True when `code` is a current TOTP code of the user's enabled secret not used before, or
 * one of their unused recovery codes (then spent). Either way the code cannot be used again.
 */
export async function acceptSecondFactor(
  deps: TwoFactorDeps,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  code: string,
): Promise<boolean> {
  if (!user.totp_secret) return false;
  if (/^[0-9]{6}$/.test(code)) {
    const base32 = decryptTotpSecret(deps.config.secretKey, user.totp_secret);
    const step = base32 === null ? null : matchingStep(base32, code);
    return step !== null && claimTotpStep(deps.db, user.id, step);
  }
  const normalized = normalizeRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(normalized)) return false;
  return spendMatchingRecoveryCode(deps.db, user.id, normalized);
}

export const hasTwoFactor = (user: Pick<UserRow, 'two_factor_enabled_at'>): boolean =>
  user.two_factor_enabled_at !== null;

// ---------------------------------------------------------------- set-up, enable, disable

async function callerUser(db: Db, caller: TwoFactorCaller): Promise<UserRow> {
  const user = await findUserById(db, caller.userId);
  if (!user) throw unauthenticated();
  return user;
}

const ALREADY_ENABLED = 'Two-factor sign-in is already enabled.';

/**
 * A new secret for the caller, not in force until `enableTwoFactor` confirms a code of it.
 * Refused while two-factor sign-in is on: it must be disabled (password + code) first.
 */
export async function setUpTwoFactor(
  deps: TwoFactorDeps,
  caller: TwoFactorCaller,
): Promise<TwoFactorSetup> {
  const user = await callerUser(deps.db, caller);
  if (hasTwoFactor(user)) throw new HttpError(400, ALREADY_ENABLED);
  const secret = new Secret({ size: 20 });
  await setPendingTotpSecret(
    deps.db,
    user.id,
    encryptTotpSecret(deps.config.secretKey, secret.base32),
  );
  return { secret: secret.base32, otpauth_url: totpFor(user.email, secret.base32).toString() };
}

/**
 * Turns two-factor sign-in on with the current password and a code of the pending secret, and
 * answers 10 new recovery codes (only their hashes are kept). The password is what a stolen
 * session lacks: without it, whoever holds the session cannot lock the owner out. Wrong
 * passwords count with the change-password guesses (5 per 15 minutes per user). The caller's
 * other sessions end (they were opened without the second factor) and the account is mailed.
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  caller: TwoFactorCaller,
  input: { code: string; password?: string },
): Promise<RecoveryCodes> {
  const user = await callerUser(deps.db, caller);
  if (hasTwoFactor(user)) throw new HttpError(400, ALREADY_ENABLED);
  if (!input.password) throw passwordNeeded();
  const attempt = await takeAttempt(
    deps.db,
    RATE_LIMITS.changePasswordFailure,
    rateLimitKey(user.id),
  );
  if (!(await verifyPassword(input.password, user.password_hash))) throw passwordNeeded();
  await attempt.release();
  const code = input.code;
  if (!user.totp_secret) throw new HttpError(400, 'Start the two-factor set-up first.');
  const base32 = decryptTotpSecret(deps.config.secretKey, user.totp_secret);
  const step = base32 === null ? null : matchingStep(base32, code);
  if (step === null) throw invalidCode();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await deps.db.transaction().execute(async (trx) => {
    // The code's step claimed and the second factor turned on by one UPDATE.
    if (!(await enableTwoFactorWithStep(trx, user.id, step))) throw invalidCode();
    await replaceRecoveryCodes(trx, user.id, hashes);
    await deleteUserSessions(trx, user.id, caller.sessionId);
    await enqueueMail(trx, changeNotice(user, 'on'));
  });
  return { recovery_codes: codes };
}

/**
 * Turns two-factor sign-in off with the password and a current code (or a recovery code).
 * Wrong passwords count with the change-password guesses (5 per 15 minutes per user); wrong
 * codes count like failed sign-ins (`takeCodeAttempt`: the sign-in limits of the account's
 * email and the caller's address). The account is mailed.
 */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  caller: TwoFactorCaller,
  input: {
    password: string;
    code: string;
    /** Records a sign-in guess for the account's email (429 when a sign-in limit is reached). */
    takeCodeAttempt: (email: string) => Promise<{ release: () => Promise<void> }>;
  },
): Promise<void> {
  const user = await callerUser(deps.db, caller);
  if (!hasTwoFactor(user)) throw new HttpError(400, 'Two-factor sign-in is not enabled.');
  const attempt = await takeAttempt(
    deps.db,
    RATE_LIMITS.changePasswordFailure,
    rateLimitKey(user.id),
  );
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throw new HttpError(400, 'Current password is incorrect.', {
      password: ['Current password is incorrect.'],
    });
  }
  await attempt.release();
  const codeAttempt = await input.takeCodeAttempt(user.email);
  // A TOTP code's step is claimed by the UPDATE that turns the second factor off (a replay
  // changes nothing); a recovery code is spent first, as at sign-in.
  const step = totpCodeStep(deps, user, input.code);
  if (step === null) throw invalidCode();
  if (step === RECOVERY && !(await acceptSecondFactor(deps, user, input.code))) throw invalidCode();
  await deps.db.transaction().execute(async (trx) => {
    if (step === RECOVERY) await clearTwoFactor(trx, user.id);
    else if (!(await disableTwoFactorWithStep(trx, user.id, step))) throw invalidCode();
    await deleteUserSessions(trx, user.id, caller.sessionId);
    await enqueueMail(trx, changeNotice(user, 'off'));
  });
  await codeAttempt.release();
}

/** Not a TOTP code: `acceptSecondFactor` tries it as a recovery code. */
const RECOVERY = 'recovery';

/**
 * The step of `code` when it is a TOTP code (six digits) of the user's secret within one step
 * of now; null for six digits that are no such code; `RECOVERY` for anything else.
 */
function totpCodeStep(
  deps: TwoFactorDeps,
  user: Pick<UserRow, 'totp_secret'>,
  code: string,
): number | null | typeof RECOVERY {
  if (!/^[0-9]{6}$/.test(code)) return RECOVERY;
  if (!user.totp_secret) return null;
  const base32 = decryptTotpSecret(deps.config.secretKey, user.totp_secret);
  return base32 === null ? null : matchingStep(base32, code);
}

/**
 * `admin reset-2fa EMAIL`: turns two-factor sign-in off for a locked-out user (lost phone and
 * recovery codes), ends their sessions, mails them and audits it (the admin CLI as actor), in
 * one transaction. `unknown` when no account has the email, `not-enabled` when it was off.
 */
export async function resetTwoFactor(
  db: Db,
  email: string,
): Promise<'reset' | 'unknown' | 'not-enabled'> {
  const user = await findUserByEmail(db, email);
  if (!user) return 'unknown';
  if (!hasTwoFactor(user)) return 'not-enabled';
  await db.transaction().execute(async (trx) => {
    await clearTwoFactor(trx, user.id);
    await deleteUserSessions(trx, user.id);
    await enqueueMail(trx, changeNotice(user, 'reset'));
    await recordAudit(
      trx,
      null,
      'user.two_factor_reset',
      { type: 'user', id: user.id },
      `Reset two-factor sign-in of ${user.email} (admin reset-2fa)`,
    );
  });
  return 'reset';
}
