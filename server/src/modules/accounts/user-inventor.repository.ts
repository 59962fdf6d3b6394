import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { parseJsonCell } from '@server/db/json-rows';
import { sqlBoolean } from '@server/db/sql-boolean';
import { affiliationMatch } from '../inventors/affiliation-match.mapper';
import type { InventorRow } from '../inventors/inventor.mapper';
import { nameVariantsColumn, USER_COLUMNS, type UserRow } from './user.repository';

/*
 * An account read with its inventor in one query: what a profile save reads before it writes
 * (with its checks), and what a login answers with (user.repository.ts holds the account alone).
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
 * `findUserByEmail` with, in the same query, the account's inventor when it has one and that
 * inventor's name variants (what a login answers with).
 */
export async function findUserByEmailWithInventor(
  db: Db,
  email: string,
): Promise<{ user: UserRow; inventor?: InventorRow; nameVariants: string[] } | undefined> {
  const row = await usersWithInventor(db)
    .select(nameVariantsColumn(db).as('i_name_variants'))
    .where(sql<boolean>`lower(users.email) = ${email.trim().toLowerCase()}`)
    .orderBy('users.id')
    .executeTakeFirst();
  if (!row) return undefined;
  const { i_name_variants: variants, ...rest } = row;
  return {
    ...splitUserRow(rest),
    nameVariants: variants === null ? [] : parseJsonCell<string[]>(variants),
  };
}

/** What a profile save checks besides the account: the affiliation it names, a taken email. */
export interface ProfileSaveReads {
  user: UserRow;
  inventor: InventorRow;
  /** With `affiliation` asked: the one it names, or null for none. */
  affiliation: { id: number; name: string } | null;
  /** Another account or inventor has the email (case and spaces aside). */
  emailTaken: boolean;
}

/**
 * What a profile save reads before it writes, in one statement: the account `userId` and its
 * inventor (with its affiliation's name), the affiliation the save names (`affiliationMatch`,
 * when asked) and whether another account or inventor uses its email. Undefined without the
 * account or its inventor.
 */
export async function profileSaveReads(
  db: Db,
  userId: number,
  inventorId: number,
  asked: { affiliation?: string; email: string },
): Promise<ProfileSaveReads | undefined> {
  const address = asked.email.trim().toLowerCase();
  const { affiliation } = asked;
  const row = await usersWithInventor(db)
    .select(
      sql<unknown>`(exists (select 1 from users u2 where lower(u2.email) = ${address} and u2.id <> ${userId})
        or exists (select 1 from inventors i2 where lower(i2.email) = ${address} and i2.id <> ${inventorId}))`.as(
        'email_taken',
      ),
    )
    .$if(affiliation !== undefined, (q) =>
      q
        .leftJoin(affiliationMatch(db, affiliation ?? '').as('am'), (join) => join.onTrue())
        .select(['am.id as am_id', 'am.name as am_name']),
    )
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { am_id, am_name, email_taken, ...rest } = row;
  const found = splitUserRow(rest);
  if (!found.inventor) return undefined;
  return {
    user: found.user,
    inventor: found.inventor,
    affiliation:
      am_id === undefined || am_id === null ? null : { id: Number(am_id), name: am_name ?? '' },
    emailTaken: sqlBoolean(email_taken),
  };
}
