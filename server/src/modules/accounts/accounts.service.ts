import type { TableVersions } from '@server/db/data-version';
import type { Kysely } from 'kysely';
import type { Account, AccountSetupCode, Role } from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { parseJsonCell } from '@server/db/json-rows';
import { HttpError, unauthenticated } from '@server/lib/http-error';
import { asLanguage } from '@server/lib/language';
import { type LimitLog } from '@server/lib/rate-limit';
import { type UploadStore } from '@server/lib/uploads';
import { cachedInventorCounts } from '../inventors/inventors.service';
import { toOwnInventor, type InventorCounts, type InventorRow } from '../inventors/inventor.mapper';
import { deleteUserSessions } from './session.repository';
import { findCurrentUserRow, findUserById, setUserActive } from './user.repository';

/**
 * The account itself: who the caller is (`me`), what set-up it still owes, and whether it is
 * active. Sign-in, passwords, the own profile and create-account have their own services beside
 * this one; services take what they need of the app (a Fastify instance fits), so routes and the
 * admin CLI call the same functions.
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
  /** How this session was opened: `password` (the default) or `sso:<provider id>`. */
  signInMethod?: string;
}

const asRole = (value: string): Role =>
  value === 'office' || value === 'reviewer' ? value : 'inventor';

/**
 * `{email, role, language, two_factor_enabled, inventor}` of a user, as `me` and login answer
 * it (email first and inventor last, as before the other keys existed). Never the password
 * hash or the two-factor secret.
 */
export async function currentUser(
  db: Kysely<DB>,
  userId: number,
  signInMethod = 'password',
  versions?: TableVersions,
): Promise<Account> {
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
      sign_in_method: signInMethod,
      inventor: null,
    };
  }
  // The name variants were read with the account, as a JSON column.
  const { name_variants: variants, ...account } = row;
  const counts = await cachedInventorCounts(db, row.id, versions);
  return ownAccount(account, parseJsonCell<string[]>(variants ?? '[]'), counts, signInMethod);
}

/** What `me` answers of an account with its inventor (the row as `findCurrentUserRow` reads it). */
export type OwnAccountRow = InventorRow & {
  user_email: string;
  must_change_password: number;
  role: string;
  language: string;
  two_factor_enabled_at: string | null;
};

/** The account as `me` answers it, from its row, name variants and counts. */
export function ownAccount(
  row: OwnAccountRow,
  variants: string[],
  counts: InventorCounts,
  signInMethod = 'password',
): Account {
  return {
    email: row.user_email,
    role: asRole(row.role),
    language: asLanguage(row.language),
    two_factor_enabled: row.two_factor_enabled_at !== null,
    sign_in_method: signInMethod,
    inventor: toOwnInventor(row, variants, counts, row.must_change_password === 1),
  };
}

/** What an account must do before it may use the portal beyond `me`, its password and 2FA. */
export interface AccountSetupState {
  mustChangePassword: boolean;
  role: string;
  twoFactorEnabled: boolean;
  /** A session opened through a campus provider: the provider's own second factor applies. */
  viaProvider?: boolean;
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
  if (state.role === 'office' && !state.twoFactorEnabled && !state.viaProvider)
    return 'two_factor_required';
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
