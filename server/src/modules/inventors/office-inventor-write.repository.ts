import { sql } from 'kysely';
import type { OfficeInventor } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { sqlBoolean } from '@server/db/sql-boolean';
import { officeInventorRelated } from './office-inventor-related.repository';
import { selectOfficeInventors, toOfficeInventors } from './office-inventor.repository';

/*
 * The reads of the office's inventor writes, each folded into as few statements as the write
 * needs: the inventor with its account, the checks of a new inventor, the names its search
 * text is made of.
 */

/** The account of an inventor, as its writes need it. */
export interface InventorAccount {
  id: number;
  email: string;
  language: string;
}

/** A 0/1 (SQLite) or boolean (PostgreSQL) cell as a boolean. */

/**
 * One inventor as the office sees it with its account (null without one), in two statements:
 * the row joined with its account, then its counts and name variants. Undefined when unknown.
 */
export async function findOfficeInventorWithAccount(
  db: Db,
  id: number,
): Promise<{ inventor: OfficeInventor; account: InventorAccount | null } | undefined> {
  const row = await selectOfficeInventors(db)
    .select(['users.email as user_email', 'users.language as user_language'])
    .where('inventors.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [inventor] = toOfficeInventors([row], await officeInventorRelated(db, [id]));
  const account =
    row.user_id === null
      ? null
      : { id: row.user_id, email: row.user_email ?? '', language: row.user_language ?? '' };
  return { inventor, account };
}

/** What creating an inventor checks first, read in one statement. */
export interface NewInventorChecks {
  /** The affiliation named (by id when all digits, else by name, case-insensitive). */
  affiliation: { id: number; name: string } | null;
  /** An account signs in with the email. */
  accountTaken: boolean;
  /** An inventor has the email. */
  inventorTaken: boolean;
}

/**
 * The affiliation (like `findAffiliation`: by id when the value is all digits, else by name,
 * the first by id) and whether an account or an inventor already uses the email: one statement.
 */
export async function newInventorChecks(
  db: Db,
  affiliation: string,
  email: string,
): Promise<NewInventorChecks> {
  const trimmed = affiliation.trim();
  const name = trimmed.toLowerCase();
  const byId = /^[0-9]{1,9}$/.test(trimmed) ? Number(trimmed) : null;
  const address = email.trim().toLowerCase();
  // An id match comes first, then the name's first match by id.
  const named =
    byId === null
      ? sql`select id, name from affiliations where lower(name) = ${name} order by id limit 1`
      : sql`select id, name from affiliations where id = ${byId} or lower(name) = ${name}
          order by case when id = ${byId} then 0 else 1 end, id limit 1`;
  const { rows } = await sql<{
    affiliation_id: number | null;
    affiliation_name: string | null;
    account_taken: unknown;
    inventor_taken: unknown;
  }>`select a.id as affiliation_id, a.name as affiliation_name,
      exists (select 1 from users where lower(email) = ${address}) as account_taken,
      exists (select 1 from inventors where lower(email) = ${address}) as inventor_taken
    from (select 1 as one) as base left join (${named}) as a on 1 = 1`.execute(db);
  const [row] = rows;
  return {
    affiliation:
      row?.affiliation_id === null || row?.affiliation_id === undefined
        ? null
        : { id: Number(row.affiliation_id), name: row.affiliation_name ?? '' },
    accountTaken: sqlBoolean(row?.account_taken),
    inventorTaken: sqlBoolean(row?.inventor_taken),
  };
}

/**
 * The names an inventor's search text is made of (preferred and full name, then the name
 * variants in their order) in one statement; undefined for an unknown inventor.
 */
export async function inventorSearchNames(
  db: Db,
  id: number,
): Promise<
  { preferred_name: string | null; full_name: string | null; variants: string[] } | undefined
> {
  const { rows } = await sql<{
    kind: number;
    name: string | null;
    other: string | null;
  }>`select 0 as kind, 0 as o1, 0 as o2, preferred_name as name, full_name as other
      from inventors where id = ${id}
    union all
    select 1 as kind, "position" as o1, id as o2, name, null as other
      from inventor_name_variants where inventor_id = ${id}
    order by kind, o1, o2`.execute(db);
  const [first, ...variants] = rows;
  if (!first || Number(first.kind) !== 0) return undefined;
  return {
    preferred_name: first.name,
    full_name: first.other,
    variants: variants.map((v) => v.name ?? ''),
  };
}
