import type { Kysely } from 'kysely';
import { z } from 'zod';
import { feedEvent } from '@inventor-portal/shared/events';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  languageSchema,
  LIMITS,
  newInventorSchema,
  profileUpdateSchema,
  type Account,
  type AccountSetupCode,
  type Role,
} from '@inventor-portal/shared/schemas';
import type { AppConfig } from '../config';
import type { DB, Db } from '../db/database';
import { isCommonPassword } from '../lib/common-passwords';
import { HttpError, unauthenticated } from '../lib/http-error';
import { asLanguage, languageFromAcceptLanguage } from '../lib/language';
import {
  generatePassword,
  hashPassword,
  needsRehash,
  safeEqual,
  verifyPassword,
} from '../lib/passwords';
import {
  clearHits,
  GLOBAL_KEY,
  RATE_LIMITS,
  rateLimitKey,
  resetRequestKey,
  SLOW_DOWNS,
  takeAttempt,
  takeSlowDownAttempt,
  tryTakeAttempt,
  type Attempt,
  type LimitLog,
} from '../lib/rate-limit';
import { checkResetToken, decodeUid, resetLink } from '../lib/reset-token';
import { sniffImage, type UploadStore } from '../lib/uploads';
import { validate } from '../lib/validation';
import { enqueueMail } from '../mail/outbox';
import {
  accountCreatedMail,
  accountOpenedNotice,
  emailChangedMail,
  passwordResetMail,
} from '../mail/templates';
import { cachedInventorCounts } from '../repositories/inventor-counts-cache';
import { toOwnInventor } from '../repositories/inventor.mapper';
import {
  findAffiliation,
  findInventorRow,
  nameVariants,
  type InventorUpdate,
} from '../repositories/inventor.repository';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
} from '../repositories/session.repository';
import {
  emailInUse,
  findCurrentUserRow,
  findUserByEmail,
  findUserById,
  findUserByInventor,
  insertUser,
  isUniqueViolation,
  replacePasswordHash,
  setPasswordHash,
  setUserActive,
  setUserEmail,
  setUserLanguage,
  type UserRow,
} from '../repositories/user.repository';
import { createInventor, updateInventor, type NewInventorValues } from './inventors.service';
import { recordActivity } from './notifications.service';
import { acceptSecondFactor, hasTwoFactor, INVALID_CODE } from './two-factor.service';

/** Moved to lib/language.ts (the error answers use it too); still reachable from here. */
export { languageFromAcceptLanguage };

/**
 * The account rules: sign-in and sessions, the own profile, passwords and their reset, and
 * accounts created with the manager's shared password. Services take what they need of the
 * app (a Fastify instance fits): routes and the admin CLI call the same functions.
 */
export interface AccountsDeps {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'publicUrl' | 'secretKey' | 'managerSharedPassword'>;
  uploads: UploadStore;
  log: LimitLog;
}

/** Who is asking: the signed-in account (routes behind `requireAuth`). */
export interface Caller {
  sessionId: string;
  userId: number;
  /** Null for an office account without an inventor record. */
  inventorId: number | null;
}

const ACCOUNT_EXISTS = 'An account with this email already exists.';
const INVENTOR_EXISTS =
  'An inventor with this email already exists. Select the existing inventor instead.';
const INVALID_LOGIN = 'Invalid email or password.';
const DEACTIVATED = 'This account is deactivated.';
const NO_INVENTOR_PROFILE =
  'This account has no inventor profile: only its language can be changed.';
/** A generated password not changed within this time no longer signs in. */
export const GENERATED_PASSWORD_TTL_MS = 7 * 24 * 3600_000;
export const GENERATED_PASSWORD_EXPIRED =
  'Your generated password has expired (after 7 days). Ask for a new one with "Forgot password?".';
const INVALID_LINK = 'Invalid or expired reset link.';
export const IMAGE_INVALID = 'Upload a valid image file (PNG, JPEG, GIF or WebP).';
export const IMAGE_TOO_LARGE = `The image must be at most ${LIMITS.photoBytes / (1024 * 1024)} MB.`;

const asRole = (value: string): Role => (value === 'office' ? 'office' : 'inventor');

/**
 * `{email, role, language, two_factor_enabled, inventor}` of a user, as `me` and login answer
 * it (email first and inventor last, as before the other keys existed). Never the password
 * hash or the two-factor secret.
 */
export async function currentUser(db: Kysely<DB>, userId: number): Promise<Account> {
  const row = await findCurrentUserRow(db, userId);
  if (!row) {
    // An office account without an inventor record: `inventor: null`.
    const user = await findUserById(db, userId);
    if (!user || user.inventor_id !== null) throw unauthenticated();
    return {
      email: user.email,
      role: asRole(user.role),
      language: asLanguage(user.language),
      two_factor_enabled: user.two_factor_enabled_at !== null,
      inventor: null,
    };
  }
  const [variants, counts] = await Promise.all([
    nameVariants(db, row.id),
    cachedInventorCounts(db, row.id),
  ]);
  return {
    email: row.user_email,
    role: asRole(row.role),
    language: asLanguage(row.language),
    two_factor_enabled: row.two_factor_enabled_at !== null,
    inventor: toOwnInventor(row, variants, counts, row.must_change_password === 1),
  };
}

/** What an account must do before it may use the portal beyond `me`, its password and 2FA. */
export interface AccountSetupState {
  mustChangePassword: boolean;
  role: string;
  twoFactorEnabled: boolean;
}

export const ACCOUNT_SETUP_DETAILS: Record<AccountSetupCode, string> = {
  password_change_required: 'Change your password first.',
  two_factor_required: 'Set up two-factor sign-in first.',
};

/**
 * The first set-up step the account still owes, or null: a generated password must be
 * changed; office staff must enable two-factor sign-in (optional for inventors).
 */
export function pendingAccountSetup(state: AccountSetupState): AccountSetupCode | null {
  if (state.mustChangePassword) return 'password_change_required';
  if (state.role === 'office' && !state.twoFactorEnabled) return 'two_factor_required';
  return null;
}

/** The 403 a signed-in route answers while `pendingAccountSetup` says something is owed. */
export const accountSetupRequired = (code: AccountSetupCode) =>
  new HttpError(403, ACCOUNT_SETUP_DETAILS[code], { code });

/**
 * Activates or deactivates an account. Deactivating ends every session of it at once, and its
 * login then answers `403 This account is deactivated.` (after the right password only).
 * False when there is no such user.
 */
export async function setAccountActive(
  db: Kysely<DB>,
  userId: number,
  active: boolean,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await setUserActive(trx, userId, active);
    if (found && !active) await deleteUserSessions(trx, userId);
    return found;
  });
}

// ---------------------------------------------------------------- sign-in

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
 * Checks the credentials and opens a new session, ending the one the request came with (a
 * session id planted before login is worthless).
 *
 * - Every attempt is recorded before the password is checked (atomically: parallel guesses
 *   cannot all pass): 10 failures per 15 min per email + address, and a slow-down per email
 *   whatever the address. A completed login forgives both.
 * - Only after the right password: a deactivated account → 403; an expired generated
 *   password → 400; on an account with two-factor sign-in, without `code` →
 *   `two-factor-required` (no session), with a wrong code → 400 `Invalid two-factor code.`,
 *   which counts as a failure (so the code cannot be guessed).
 * - A hash made with older parameters is replaced by a new one of the same password.
 */
export async function login(deps: LoginDeps, input: LoginInput): Promise<LoginResult> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const byAddress = await takeAttempt(db, RATE_LIMITS.loginFailure, rateLimitKey(email, input.ip));
  let byAccount: Attempt;
  try {
    byAccount = await takeSlowDownAttempt(db, ACCOUNT_LOGIN_SLOW_DOWN, email);
  } catch (err) {
    await byAddress.release();
    throw err;
  }
  /** The password was right: this attempt is no guess, but the earlier failures still stand. */
  const notAGuess = async () => {
    await byAddress.release();
    await byAccount.release();
  };

  const user = await findUserByEmail(db, input.email);
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

  await clearHits(db, RATE_LIMITS.loginFailure, rateLimitKey(email, input.ip));
  await clearHits(db, ACCOUNT_LOGIN_SLOW_DOWN, email);
  if (needsRehash(user.password_hash)) {
    await replacePasswordHash(db, user.id, await hashPassword(input.password), user.password_hash);
  }
  if (input.previousSessionId) await deleteSession(db, input.previousSessionId);
  const sessionValue = await createSession(db, user.id);
  return { kind: 'signed-in', sessionValue, user: await currentUser(db, user.id) };
}

export async function logout(db: Kysely<DB>, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(db, sessionId);
}

// ---------------------------------------------------------------- passwords

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
async function checkCurrentPassword(db: Db, user: UserRow, password: string): Promise<boolean> {
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

// ---------------------------------------------------------------- profile

export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'upload'; data: Buffer };

/** A profile save as read from JSON or multipart: only the fields present are in `fields`. */
export interface ProfileInput {
  /** The raw fields for the shared profileSchema, name variants gathered into one list. */
  fields: Record<string, unknown>;
  image: ImageChange;
}

const EMAIL_TAKEN = 'An account with this email already exists.';
const emailTaken = () => new HttpError(400, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

const currentPasswordRequired = () =>
  new HttpError(400, CURRENT_PASSWORD_FOR_EMAIL, {
    current_password: [CURRENT_PASSWORD_FOR_EMAIL],
  });

/** The body of the language switch (login page, Settings): nothing else of the profile. */
const languageOnlySchema = z.object({ language: languageSchema });

const isLanguageOnly = (input: ProfileInput): boolean =>
  input.image.kind === 'keep' &&
  Object.keys(input.fields).length === 1 &&
  Object.prototype.hasOwnProperty.call(input.fields, 'language');

/** Sets the caller's language alone (`400 {language: [...]}` unless `en` or `fr`). */
async function updateLanguage(
  db: Kysely<DB>,
  caller: Caller,
  fields: Record<string, unknown>,
): Promise<Account> {
  const { language } = validate(languageOnlySchema, fields);
  await setUserLanguage(db, caller.userId, language);
  return currentUser(db, caller.userId);
}

/**
 * Saves the caller's profile like a form serializer: optional fields left out keep their value;
 * a new photo replaces (and then deletes) the old one, `image: null` removes it; `language`
 * sets the account's language. A body holding `language` alone changes only the language.
 *
 * A new email needs the current password (missing or wrong: the same 400 on
 * `current_password`, counted with the change-password guesses). The old address is told in
 * the same transaction, and the password hash is renewed (same password, fresh salt), so reset
 * links mailed before, which are bound to the hash, stop working.
 */
export async function updateProfile(
  deps: AccountsDeps,
  caller: Caller,
  input: ProfileInput,
): Promise<Account> {
  const { db, uploads } = deps;
  if (isLanguageOnly(input)) return updateLanguage(db, caller, input.fields);
  if (caller.inventorId === null) throw new HttpError(403, NO_INVENTOR_PROFILE);
  const inventorId = caller.inventorId;
  const profile = validate(profileUpdateSchema, input.fields);
  const present = (key: string) => Object.prototype.hasOwnProperty.call(input.fields, key);

  const current = await findInventorRow(db, inventorId);
  const user = await findUserById(db, caller.userId);
  if (!current || !user) throw unauthenticated();

  const update: InventorUpdate = { preferred_name: profile.preferred_name, email: profile.email };
  if (!current.full_name) update.full_name = profile.preferred_name;
  if (present('phone_number')) update.phone = profile.phone_number;
  if (present('orcid')) update.orcid = profile.orcid;
  if (present('affiliation')) {
    if (profile.affiliation === null) update.affiliation_id = null;
    else {
      const affiliation = await findAffiliation(db, profile.affiliation);
      if (!affiliation)
        throw new HttpError(400, 'Unknown affiliation.', { affiliation: ['Unknown affiliation.'] });
      update.affiliation_id = affiliation.id;
    }
  }
  if (await emailInUse(db, profile.email, { userId: caller.userId, inventorId }))
    throw emailTaken();
  // After the field checks (a taken email is answered as before), before anything is stored.
  const emailChanged = profile.email.trim().toLowerCase() !== user.email.trim().toLowerCase();
  let renewedHash: string | null = null;
  if (emailChanged) {
    if (!profile.current_password) throw currentPasswordRequired();
    if (!(await checkCurrentPassword(db, user, profile.current_password)))
      throw currentPasswordRequired();
    renewedHash = await hashPassword(profile.current_password);
  }

  let newImage: string | null = null;
  if (input.image.kind === 'upload') {
    const type = await sniffImage(input.image.data);
    if (!type) throw new HttpError(400, IMAGE_INVALID, { image: [IMAGE_INVALID] });
    newImage = await uploads.save('photos', input.image.data, type.ext);
    update.image = newImage;
  } else if (input.image.kind === 'remove') {
    update.image = null;
  }

  try {
    await db.transaction().execute(async (trx) => {
      await updateInventor(
        trx,
        inventorId,
        update,
        present('name_variants') ? profile.name_variants : undefined,
      );
      await setUserEmail(trx, caller.userId, profile.email);
      if (profile.language !== undefined)
        await setUserLanguage(trx, caller.userId, profile.language);
      if (renewedHash !== null) {
        await replacePasswordHash(trx, caller.userId, renewedHash, user.password_hash);
        await enqueueMail(
          trx,
          emailChangedMail({
            oldEmail: user.email,
            newEmail: profile.email,
            language: profile.language ?? asLanguage(user.language),
          }),
        );
      }
    });
  } catch (err) {
    await uploads.remove('photos', newImage);
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (update.image !== undefined && current.image && current.image !== update.image) {
    await uploads
      .remove('photos', current.image)
      .catch((err: unknown) => deps.log.warn({ err }, 'old photo not removed'));
  }
  return currentUser(db, caller.userId);
}

// ---------------------------------------------------------------- create-account

const sharedPasswordSchema = z.object({
  shared_password: z
    .string({ message: 'Shared password is required' })
    .min(1, 'Shared password is required')
    .max(LIMITS.password, 'Invalid shared password.'),
});
const newAccountSchema = z.object({ inventor: z.preprocess((v) => v ?? {}, newInventorSchema) });
const existingAccountSchema = z.object({
  selected_inventor: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[0-9]{1,9}$/),
      ],
      { message: 'Select an existing inventor.' },
    )
    .transform(Number)
    .pipe(
      z
        .number({ message: 'Select an existing inventor.' })
        .int()
        .positive('Select an existing inventor.')
        .max(2 ** 31 - 1),
    ),
});

/** Who the account is for: its email and name, and the inventor it joins or creates. */
type AccountTarget = { email: string; name: string | null } & (
  { existingInventorId: number } | { newInventor: NewInventorValues }
);

async function existingTarget(
  db: Kysely<DB>,
  body: Record<string, unknown>,
): Promise<AccountTarget> {
  const { selected_inventor } = validate(existingAccountSchema, body);
  const inventor = await findInventorRow(db, selected_inventor);
  if (!inventor) throw new HttpError(404, 'Inventor not found.');
  if (!inventor.email)
    throw new HttpError(400, 'This inventor has no email address: an account needs one.');
  if ((await findUserByInventor(db, inventor.id)) || (await findUserByEmail(db, inventor.email))) {
    throw new HttpError(409, ACCOUNT_EXISTS);
  }
  return { email: inventor.email, name: inventor.preferred_name, existingInventorId: inventor.id };
}

async function newTarget(db: Kysely<DB>, body: Record<string, unknown>): Promise<AccountTarget> {
  const { inventor } = validate(newAccountSchema, body);
  const affiliation = await findAffiliation(db, inventor.affiliation);
  if (!affiliation)
    throw new HttpError(400, 'Unknown affiliation.', {
      'inventor.affiliation': ['Unknown affiliation.'],
    });
  if (await findUserByEmail(db, inventor.email)) throw new HttpError(409, ACCOUNT_EXISTS);
  if (await emailInUse(db, inventor.email)) throw new HttpError(409, INVENTOR_EXISTS);
  return {
    email: inventor.email,
    name: inventor.preferred_name,
    newInventor: {
      preferred_name: inventor.preferred_name,
      full_name: inventor.preferred_name,
      email: inventor.email,
      phone: inventor.phone,
      orcid: inventor.orcid,
      affiliation_id: affiliation.id,
      name_variants: inventor.name_variant,
    },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Attempts at the shared password: per client address, and from all addresses together. */
async function takeSharedPasswordAttempts(
  deps: Pick<AccountsDeps, 'db' | 'log'>,
  ip: string,
): Promise<Attempt> {
  const byAddress = await takeAttempt(deps.db, RATE_LIMITS.sharedPasswordFailure, ip);
  try {
    const everywhere = await takeAttempt(
      deps.db,
      RATE_LIMITS.sharedPasswordFailureAll,
      GLOBAL_KEY,
      { log: deps.log },
    );
    return {
      release: async () => {
        await byAddress.release();
        await everywhere.release();
      },
    };
  } catch (err) {
    await byAddress.release();
    throw err;
  }
}

/**
 * The manager's shared password, as the inventor search of the create-account screen sends
 * it: counted against the same limits as create-account (per address and over all addresses);
 * a right password frees its attempt.
 */
export async function checkSharedPassword(
  deps: Pick<AccountsDeps, 'db' | 'config' | 'log'>,
  ip: string,
  password: string,
): Promise<void> {
  const attempt = await takeSharedPasswordAttempts(deps, ip);
  if (!safeEqual(password, deps.config.managerSharedPassword))
    throw new HttpError(403, 'Invalid shared password.');
  await attempt.release();
}

export interface CreateAccountRequest {
  ip: string;
  /** The creator's `Accept-Language`: the new account's language. */
  acceptLanguage?: string;
}

/**
 * Creates an account with the manager's shared password: for an existing inventor
 * (`selected_inventor`) or a new one (`inventor`), with a random password that must be
 * changed within 7 days, and queues the credentials mail in the same transaction (an existing
 * inventor also gets a notice that an account was opened for them). The checks run in this
 * order, whatever else the body holds: the failure limits (10 per 15 min per address, and a
 * cap over all addresses that logs a warning when reached), the shared password, the fields.
 */
export async function createAccount(
  deps: Pick<AccountsDeps, 'db' | 'config' | 'log'>,
  request: CreateAccountRequest,
  rawBody: unknown,
): Promise<{ email: string; password: string }> {
  const { db, config } = deps;
  const body = isRecord(rawBody) ? rawBody : {};
  const attempt = await takeSharedPasswordAttempts(deps, request.ip);
  let sharedPassword: string;
  try {
    sharedPassword = validate(sharedPasswordSchema, body).shared_password;
  } catch (err) {
    await attempt.release();
    throw err;
  }
  if (!safeEqual(sharedPassword, config.managerSharedPassword))
    throw new HttpError(403, 'Invalid shared password.');
  await attempt.release();

  const selected = body.selected_inventor;
  const target =
    selected !== undefined && selected !== null && selected !== ''
      ? await existingTarget(db, body)
      : await newTarget(db, body);
  const password = generatePassword(20);
  const passwordHash = await hashPassword(password);
  // The new account's language, which its mails are written in too.
  const language = languageFromAcceptLanguage(request.acceptLanguage);
  try {
    await db.transaction().execute(async (trx) => {
      const inventorId =
        'newInventor' in target
          ? await createInventor(trx, target.newInventor)
          : target.existingInventorId;
      await insertUser(trx, {
        email: target.email,
        passwordHash,
        inventorId,
        mustChangePassword: true,
        language,
      });
      await enqueueMail(
        trx,
        accountCreatedMail({
          publicUrl: config.publicUrl,
          email: target.email,
          password,
          name: target.name,
          language,
        }),
      );
      if ('existingInventorId' in target)
        await enqueueMail(
          trx,
          accountOpenedNotice({ email: target.email, name: target.name, language }),
        );
      await recordActivity(trx, [inventorId], 'add', feedEvent('account.created', {}));
    });
  } catch (err) {
    // A concurrent request created the same account first.
    if (isUniqueViolation(err)) throw new HttpError(409, ACCOUNT_EXISTS);
    throw err;
  }
  return { email: target.email, password };
}
