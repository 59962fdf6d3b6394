import { isUniqueViolation } from '@server/lib/database-errors';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { feedEvent } from '@inventor-portal/shared/events';
import { LIMITS, newInventorSchema } from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { HttpError } from '@server/lib/http-error';
import { languageFromAcceptLanguage } from '@server/lib/language';
import { generatePassword, hashPassword, safeEqual } from '@server/lib/passwords';
import {
  forgetHits,
  GLOBAL_KEY,
  RATE_LIMITS,
  takeAttempt,
  type Attempt,
} from '@server/lib/rate-limit';
import { validate } from '@server/lib/validation';
import { enqueueMails } from '@server/mail/outbox';
import { accountCreatedMail, accountOpenedNotice } from '@server/mail/templates';
import { findAffiliation, findInventorRow } from '../inventors/inventors.service';
import {
  accountOfInventorOrEmail,
  emailInUse,
  findUserByEmail,
  insertUser,
} from './user.repository';
import { recordAudit } from '../audit/audit.service';
import { createInventor, type NewInventorValues } from '../inventors/inventors.service';
import { notifyOffice, recordActivity } from '../notifications/notifications.service';
import type { AccountsDeps } from './accounts.service';

/** Accounts created with the manager's shared password, for a new or an existing inventor. */
const ACCOUNT_EXISTS = 'An account with this email already exists.';
const INVENTOR_EXISTS =
  'An inventor with this email already exists. Select the existing inventor instead.';

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
  if (await accountOfInventorOrEmail(db, inventor.id, inventor.email)) {
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
    const hits = [...byAddress.hits, ...everywhere.hits];
    return { hits, release: () => forgetHits(deps.db, hits) };
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
 * inventor also gets a notice that an account was opened for them; it is audited, and every
 * office account gets a notification). The checks run in this
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
      const userId = await insertUser(trx, {
        email: target.email,
        passwordHash,
        inventorId,
        mustChangePassword: true,
        language,
      });
      const credentials = accountCreatedMail({
        publicUrl: config.publicUrl,
        email: target.email,
        password,
        name: target.name,
        language,
      });
      // The credentials, and for an existing inventor the notice: one insert.
      await enqueueMails(trx, [
        credentials,
        ...('existingInventorId' in target
          ? [accountOpenedNotice({ email: target.email, name: target.name, language })]
          : []),
      ]);
      if ('existingInventorId' in target) {
        // An account for someone else's record, opened with the shared password: the office
        // hears of it (the bell of every office account) and the audit log keeps it.
        const name = target.name ?? target.email;
        await recordAudit(
          trx,
          { userId },
          'inventor.account_opened',
          { type: 'inventor', id: inventorId },
          `Account opened for the existing inventor '${name}' (${target.email}) with the manager's shared password, from ${request.ip}`,
        );
        await notifyOffice(
          trx,
          feedEvent('account.opened_for_inventor', { name, email: target.email }),
        );
      }
      await recordActivity(trx, [inventorId], 'add', feedEvent('account.created', {}));
    });
  } catch (err) {
    // A concurrent request created the same account first.
    if (isUniqueViolation(err)) throw new HttpError(409, ACCOUNT_EXISTS);
    throw err;
  }
  return { email: target.email, password };
}
