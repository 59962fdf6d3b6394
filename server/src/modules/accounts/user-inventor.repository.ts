import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import type { InventorRow } from '../inventors/inventor.mapper';
import { USER_COLUMNS, type UserRow } from './user.repository';

/*
 * An account read with its inventor in one query: what a profile save reads before it writes,
 * and what a login answers with (user.repository.ts holds the account alone).
 */

/** Accounts with their inventor (and its affiliation's name) when they have one: one query. */
const usersWithInventor = (db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
    .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
    .select([
      ...USER_COLUMNS.map((c) => `users.${c}` as const),
      'inventors.id as i_id',
      'inventors.preferred_name as i_preferred_name',
      'inventors.full_name as i_full_name',
      'inventors.email as i_email',
      'inventors.phone as i_phone',
      'inventors.orcid as i_orcid',
      'inventors.image as i_image',
      'affiliations.name as i_affiliation_name',
    ]);

type UserWithInventorRow = UserRow & {
  i_id: number | null;
  i_preferred_name: string | null;
  i_full_name: string | null;
  i_email: string | null;
  i_phone: string | null;
  i_orcid: string | null;
  i_image: string | null;
  i_affiliation_name: string | null;
};

function splitUserRow(row: UserWithInventorRow): { user: UserRow; inventor?: InventorRow } {
  const {
    i_id,
    i_preferred_name,
    i_full_name,
    i_email,
    i_phone,
    i_orcid,
    i_image,
    i_affiliation_name,
    ...user
  } = row;
  if (i_id === null) return { user };
  return {
    user,
    inventor: {
      id: i_id,
      preferred_name: i_preferred_name,
      full_name: i_full_name,
      email: i_email,
      phone: i_phone,
      orcid: i_orcid,
      image: i_image,
      affiliation_name: i_affiliation_name,
    },
  };
}

/**
 * The account `userId` and its inventor (with its affiliation's name), in one query: what a
 * profile save reads before it writes. Undefined without either.
 */
export async function findUserAndInventor(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; inventor: InventorRow } | undefined> {
  const row = await usersWithInventor(db).where('users.id', '=', userId).executeTakeFirst();
  const found = row && splitUserRow(row);
  return found?.inventor ? { user: found.user, inventor: found.inventor } : undefined;
}

/** `findUserByEmail` with the account's inventor when it has one, in the same query. */
export async function findUserByEmailWithInventor(
  db: Db,
  email: string,
): Promise<{ user: UserRow; inventor?: InventorRow } | undefined> {
  const row = await usersWithInventor(db)
    .where(sql<boolean>`lower(users.email) = ${email.trim().toLowerCase()}`)
    .orderBy('users.id')
    .executeTakeFirst();
  return row && splitUserRow(row);
}
