import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { isPostgres } from '@server/db/dialect-of';
import type { JsonCell } from '@server/db/json-rows';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { nowIso } from '@server/lib/time';
import { selectInventorRows } from '../inventors/inventor.mapper';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  /** Null for an office account without an inventor record. */
  inventor_id: number | null;
  must_change_password: number;
  role: string;
  language: string;
  is_active: number;
  /** Encrypted (modules/two-factor/two-factor.service.ts); never leaves the services. */
  totp_secret: string | null;
  two_factor_enabled_at: string | null;
  totp_last_step: number | null;
  password_issued_at: string | null;
}

export const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'inventor_id',
  'must_change_password',
  'role',
  'language',
  'is_active',
  'totp_secret',
  'two_factor_enabled_at',
  'totp_last_step',
  'password_issued_at',
] as const;

/** Emails are matched case-insensitively everywhere (login, uniqueness, reset). */
export const sameEmail = (email: string) =>
  sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where(sameEmail(email))
    .orderBy('id')
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether an account belongs to the inventor or has the email already: one query. */
export async function accountOfInventorOrEmail(
  db: Db,
  inventorId: number,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('inventor_id', '=', inventorId), sameEmail(email)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findUserByInventor(db: Db, inventorId: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('inventor_id', '=', inventorId)
    .executeTakeFirst();
}

/**
 * The account and its inventor in one query (`me` is read on every page load). Compiled once
 * per handle: building and compiling it cost as much as running it.
 */
/**
 * The inventor's name variants in their order, as a JSON array of texts (`nameVariants`' rule),
 * a column of a query over `inventors`.
 */
export const nameVariantsColumn = (db: Db) =>
  isPostgres(db)
    ? sql<JsonCell>`(select coalesce(json_agg(v.name order by v.position, v.id), '[]') from inventor_name_variants v where v.inventor_id = inventors.id)`
    : sql<JsonCell>`(select json_group_array(v.name order by v.position, v.id) from inventor_name_variants v where v.inventor_id = inventors.id)`;

export async function findCurrentUserRow(db: Db, userId: number) {
  const query = precompiledFor(
    db,
    'accounts.current-user',
    (id: number) =>
      selectInventorRows(db)
        .innerJoin('users', 'users.inventor_id', 'inventors.id')
        .select([
          'users.email as user_email',
          'users.must_change_password',
          'users.role',
          'users.language',
          'users.two_factor_enabled_at',
          nameVariantsColumn(db).as('name_variants'),
        ])
        .where('users.id', '=', id),
    idPlaceholders(1) as [number],
  );
  const [row] = (await db.executeQuery(query(userId))).rows;
  return row;
}

/** True when another account, or another inventor record, already uses this email. */
export async function emailInUse(
  db: Db,
  email: string,
  except: { userId?: number; inventorId?: number } = {},
): Promise<boolean> {
  // Both tables in one statement, each through its lower(email) index.
  let users = db.selectFrom('users').select('id').where(sameEmail(email));
  if (except.userId !== undefined) users = users.where('id', '!=', except.userId);
  let inventors = db.selectFrom('inventors').select('id').where(sameEmail(email));
  if (except.inventorId !== undefined) inventors = inventors.where('id', '!=', except.inventorId);
  return (await users.unionAll(inventors).limit(1).executeTakeFirst()) !== undefined;
}

export async function insertUser(
  db: Db,
  values: {
    email: string;
    passwordHash: string;
    inventorId: number;
    mustChangePassword: boolean;
    language?: string;
  },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      password_hash: values.passwordHash,
      inventor_id: values.inventorId,
      must_change_password: values.mustChangePassword ? 1 : 0,
      // A generated password expires a week after this if it was never changed.
      password_issued_at: values.mustChangePassword ? now : null,
      ...(values.language ? { language: values.language } : {}),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sets a new password hash and clears must_change_password. With `expectedHash`, only when the
 * stored hash is still that one (a reset link is used once even by two concurrent requests).
 */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  expectedHash?: string,
): Promise<boolean> {
  let q = db
    .updateTable('users')
    .set({ password_hash: passwordHash, must_change_password: 0, has_password: 1 })
    .where('id', '=', userId);
  if (expectedHash !== undefined) q = q.where('password_hash', '=', expectedHash);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setUserEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

/**
 * Replaces the stored hash by a new hash of the same password (a transparent re-hash at login):
 * must_change_password stays as it is, and nothing happens if the hash changed meanwhile.
 */
export async function replacePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  expectedHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .where('password_hash', '=', expectedHash)
    .execute();
}

export async function setUserLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function setUserActive(db: Db, userId: number, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The name an account is shown by: its own name, else its inventor's, else its email. */
export const accountDisplayName = (row: {
  name: string | null;
  email: string;
  preferred_name: string | null;
  full_name: string | null;
}): string => row.name?.trim() || row.preferred_name?.trim() || row.full_name?.trim() || row.email;

/** Display names and emails of accounts by id (one query); unknown ids are absent. */
export async function accountNames(
  db: Db,
  ids: number[],
): Promise<Map<number, { name: string; email: string }>> {
  const unique = [...new Set(ids)];
  const map = new Map<number, { name: string; email: string }>();
  if (unique.length === 0) return map;
  const rows = await db
    .selectFrom('users')
    .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'inventors.preferred_name',
      'inventors.full_name',
    ])
    .where('users.id', 'in', unique)
    .execute();
  for (const row of rows) map.set(row.id, { name: accountDisplayName(row), email: row.email });
  return map;
}

/** Every active office account, by name then id. */
export async function listOfficeUsers(
  db: Db,
): Promise<Array<{ id: number; name: string; email: string }>> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'inventors.preferred_name',
      'inventors.full_name',
    ])
    .where('users.role', '=', 'office')
    .where('users.is_active', '=', 1)
    .orderBy('users.id')
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: accountDisplayName(row), email: row.email }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** Ids of every active office account (the recipients of an office notification). */
export async function officeUserIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'office')
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** An account that signs in through a campus provider only: no usable password. */
export async function insertProviderUser(
  db: Db,
  values: { email: string; inventorId: number; language: string; role: 'inventor' | 'office' },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      password_hash: NO_PASSWORD,
      has_password: 0,
      inventor_id: values.inventorId,
      must_change_password: 0,
      role: values.role,
      language: values.language,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * What `password_hash` holds for an account without a portal password: no scheme that
 * lib/passwords.ts verifies, so no password ever matches it.
 */
export const NO_PASSWORD = '!no-password';

/** Removes the portal password (the account keeps signing in through its provider). */
export async function dropPassword(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: NO_PASSWORD, has_password: 0, must_change_password: 0 })
    .where('id', '=', userId)
    .execute();
}

export async function hasPassword(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('has_password')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.has_password === 1;
}

export async function setUserRole(db: Db, userId: number, role: 'office'): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

/** A new office account; `inventorId` null when it has no inventor record. */
export async function insertOfficeUser(
  db: Db,
  values: { email: string; name: string; passwordHash: string; inventorId: number | null },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      name: values.name,
      password_hash: values.passwordHash,
      inventor_id: values.inventorId,
      role: 'office',
      must_change_password: 1,
      password_issued_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An outside reviewer's account (API.md Part 3): no inventor record, a password nobody knows. */
export async function insertReviewerUser(
  db: Db,
  values: { email: string; name: string; passwordHash: string; language: string },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      name: values.name,
      password_hash: values.passwordHash,
      inventor_id: null,
      role: 'reviewer',
      language: values.language,
      must_change_password: 0,
      password_issued_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
