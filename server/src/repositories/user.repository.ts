import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import { nowIso } from '../lib/time';

type Db = Kysely<DB> | Transaction<DB>;

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  inventor_id: number;
  must_change_password: number;
}

const USER_COLUMNS = ['id', 'email', 'password_hash', 'inventor_id', 'must_change_password'] as const;

/** Emails are matched case-insensitively everywhere (login, uniqueness, reset). */
export const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where(sameEmail(email)).orderBy('id').executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findUserByInventor(db: Db, inventorId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('inventor_id', '=', inventorId).executeTakeFirst();
}

/** True when another account, or another inventor record, already uses this email. */
export async function emailInUse(db: Db, email: string, except: { userId?: number; inventorId?: number } = {}): Promise<boolean> {
  let users = db.selectFrom('users').select('id').where(sameEmail(email));
  if (except.userId !== undefined) users = users.where('id', '!=', except.userId);
  if (await users.limit(1).executeTakeFirst()) return true;
  let inventors = db.selectFrom('inventors').select('id').where(sameEmail(email));
  if (except.inventorId !== undefined) inventors = inventors.where('id', '!=', except.inventorId);
  return (await inventors.limit(1).executeTakeFirst()) !== undefined;
}

export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; inventorId: number; mustChangePassword: boolean },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      password_hash: values.passwordHash,
      inventor_id: values.inventorId,
      must_change_password: values.mustChangePassword ? 1 : 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sets a new password hash and clears must_change_password. With `expectedHash`, only when the
 * stored hash is still that one (a reset link is used once even by two concurrent requests).
 */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string, expectedHash?: string): Promise<boolean> {
  let q = db.updateTable('users').set({ password_hash: passwordHash, must_change_password: 0 }).where('id', '=', userId);
  if (expectedHash !== undefined) q = q.where('password_hash', '=', expectedHash);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setUserEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

/** A unique constraint violation on either database (a concurrent insert won the race). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
