import type { Kysely, Transaction } from 'kysely';
import type { Account } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { createSession, deletePasswordSessions, deleteSession } from './session.repository';
import {
  dropPassword,
  findUserByEmail,
  findUserById,
  findUserByInventor,
  hasPassword,
  insertProviderUser,
  setUserRole,
} from './user.repository';
import { currentUser } from './accounts.service';

/**
 * What campus sign-in (modules/sso) needs of the accounts: finding an account by id, email or
 * inventor, creating one without a password, granting the office role, opening a session marked
 * with its provider, and dropping the portal password of a linked account.
 */
export interface SignInAccount {
  id: number;
  email: string;
  role: string;
  isActive: boolean;
  inventorId: number | null;
}

const toSignInAccount = (
  row:
    | { id: number; email: string; role: string; is_active: number; inventor_id: number | null }
    | undefined,
): SignInAccount | undefined =>
  row && {
    id: row.id,
    email: row.email,
    role: row.role,
    isActive: row.is_active === 1,
    inventorId: row.inventor_id,
  };

export const accountById = async (db: Db, id: number) =>
  toSignInAccount(await findUserById(db, id));
export const accountByEmail = async (db: Db, email: string) =>
  toSignInAccount(await findUserByEmail(db, email));
export const accountByInventor = async (db: Db, inventorId: number) =>
  toSignInAccount(await findUserByInventor(db, inventorId));

/** A new account without a portal password, in the caller's transaction. */
export function createProviderAccount(
  trx: Transaction<DB>,
  values: { email: string; inventorId: number; language: string; role: 'inventor' | 'office' },
): Promise<number> {
  return insertProviderUser(trx, values);
}

export const grantOfficeRole = (db: Db, userId: number) => setUserRole(db, userId, 'office');

/**
 * Opens a session marked `sso:<provider>` (a fresh id; the one the browser came with ends) and
 * answers the account as `me` does.
 */
export async function openProviderSession(
  db: Kysely<DB>,
  userId: number,
  provider: string,
  previousSessionId: string | null,
): Promise<{ sessionValue: string; user: Account }> {
  if (previousSessionId) await deleteSession(db, previousSessionId);
  const method = `sso:${provider}`;
  const sessionValue = await createSession(db, userId, method);
  return { sessionValue, user: await currentUser(db, userId, method) };
}

export const accountHasPassword = (db: Db, userId: number) => hasPassword(db, userId);

/**
 * Removes the portal password of an account: its other sessions opened with that password end
 * (the current one stays).
 */
export async function removePortalPassword(
  db: Kysely<DB>,
  userId: number,
  keepSessionId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await dropPassword(trx, userId);
    await deletePasswordSessions(trx, userId, keepSessionId);
  });
}
