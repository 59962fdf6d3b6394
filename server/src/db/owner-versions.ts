import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database';
import { currentSchema, quoteIdent } from './pg-data-version';

/**
 * Versions per owner (issue 33, point 3; migration 025): an answer about the caller's own rows
 * (its notifications) stays remembered while other accounts' rows of the same table are written.
 * The table's own version (table-versions.ts) still moves with every write; an answer declaring
 * `notifications@caller` instead of `notifications` (lib/answer-tables.ts) is checked against
 * the caller's version instead.
 *
 * Keyed by integers: `user_versions (user_id, notifications)` and `inventor_versions
 * (inventor_id, notifications)`, one column per owned table. A notification belongs to an
 * account (`user_id`) or to an inventor (`inventor_id`, read by the account linked to it); the
 * caller's version is the sum of its account's and its inventor's counters, which only grow, so
 * the sum moves with either. Only the routes that ask for them (`config.ownVersions`) read them,
 * by two primary-key joins in their session statement (modules/accounts/session.repository.ts);
 * version-cache.ts reads them apart from the shared versions, which are never copied. A first
 * attempt (a text key per owner, `user:<id>`, summed by a correlated subquery in every session
 * statement and merged into a copy of the shared versions per request) made every remembered
 * answer about 25 % slower.
 *
 * - SQLite: `after insert / update / delete` triggers per row, as table-versions.ts.
 * - PostgreSQL: a deferred constraint trigger per row, as pg-data-version.ts: an owner's row is
 *   locked only while the writer commits. A notice to 50 office accounts bumps 50 rows.
 *   TRUNCATE bumps every account and inventor.
 */

/** A table whose rows each belong to an account or an inventor: its column in the versions. */
export const OWNED_TABLES = ['notifications'] as const;
export type OwnedTable = (typeof OWNED_TABLES)[number];

/** The owners of a row: the version tables and the row's column naming each. */
const OWNERS = [
  { versions: 'user_versions', key: 'user_id', column: 'user_id', owners: 'users' },
  { versions: 'inventor_versions', key: 'inventor_id', column: 'inventor_id', owners: 'inventors' },
] as const;

/** The key a remembered answer declares for "this table, the caller's rows only". */
export const callerScoped = <T extends string>(table: T): `${T}@caller` => `${table}@caller`;

/** The owned table a declared key names (`notifications@caller`), else null. */
export function ownedTableOf(declared: string): OwnedTable | null {
  if (!declared.endsWith('@caller')) return null;
  const table = declared.slice(0, -'@caller'.length);
  return (OWNED_TABLES as readonly string[]).includes(table) ? (table as OwnedTable) : null;
}

/** The caller's versions of the owned tables, read with its session. */
export type OwnVersions = Readonly<Record<OwnedTable, number>>;

const integer = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');

async function createVersionTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const owner of OWNERS) {
    let table = db.schema
      .createTable(owner.versions)
      .addColumn(owner.key, 'integer', (c) => c.primaryKey());
    for (const owned of OWNED_TABLES) {
      table = table.addColumn(owned, integer(dialect), (c) => c.notNull().defaultTo(0));
    }
    // SQLite: `integer primary key` is the rowid, the fastest lookup there is.
    await table.execute();
  }
}

/**
 * The statement that bumps the owner of `row` (`new`, `old`) in `versions` (the version table,
 * schema-qualified on PostgreSQL).
 */
const bumpOwner = (
  versions: string,
  owner: (typeof OWNERS)[number],
  table: OwnedTable,
  row: 'new' | 'old',
) => `insert into ${versions} as v (${owner.key}, ${table})
      select ${row}.${owner.column}, 1 where ${row}.${owner.column} is not null
      on conflict (${owner.key}) do update set ${table} = v.${table} + 1;`;

const ROWS_OF = { insert: ['new'], update: ['old', 'new'], delete: ['old'] } as const;

async function sqliteTriggers(db: Kysely<unknown>, table: OwnedTable): Promise<void> {
  for (const [event, rows] of Object.entries(ROWS_OF)) {
    const bumps = rows.flatMap((row) =>
      OWNERS.map((owner) => bumpOwner(owner.versions, owner, table, row)),
    );
    await sql`create trigger ${sql.id(`owner_version_${event}_${table}`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      begin
        ${sql.raw(bumps.join('\n'))}
      end`.execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>, table: OwnedTable): Promise<void> {
  const schema = await currentSchema(db);
  // Named with the schema: a trigger fired under another search_path still bumps this schema.
  const inSchema = (name: string) => `${quoteIdent(schema)}.${name}`;
  const bumps = (row: 'new' | 'old') =>
    OWNERS.map((owner) => bumpOwner(inSchema(owner.versions), owner, table, row)).join('\n    ');
  // TRUNCATE: every account and inventor, with a row yet or not (rows written before 025).
  const everyOwner = OWNERS.map(
    (owner) => `insert into ${inSchema(owner.versions)} as v (${owner.key}, ${table})
      select id, 1 from ${inSchema(owner.owners)}
      on conflict (${owner.key}) do update set ${table} = v.${table} + 1;`,
  ).join('\n    ');
  const fn = `owner_version_bump_${table}`;
  await sql`create function ${sql.id(schema, fn)}() returns trigger language plpgsql as ${sql.lit(`
begin
  if tg_op = 'TRUNCATE' then
    ${everyOwner}
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    ${bumps('new')}
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    ${bumps('old')}
  end if;
  return null;
end`)}`.execute(db);
  await sql`create constraint trigger owner_version_bump
    after insert or update or delete on ${sql.table(table)}
    deferrable initially deferred
    for each row execute function ${sql.id(schema, fn)}()`.execute(db);
  await sql`create trigger owner_version_truncate
    after truncate on ${sql.table(table)}
    for each statement execute function ${sql.id(schema, fn)}()`.execute(db);
}

/** Migration 025: the version tables and the triggers of every owned table. */
export async function versionOwners(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createVersionTables(db, dialect);
  for (const table of OWNED_TABLES) {
    if (dialect === 'sqlite') await sqliteTriggers(db, table);
    else await postgresTriggers(db, table);
  }
}

/**
 * The session statement's columns (its joins: modules/accounts/session.repository.ts), per owned
 * table `own_<table>`: the sum of the caller's account's and inventor's counters (0 without a row).
 */
export const ownVersionColumns = () =>
  OWNED_TABLES.map((table) =>
    sql<number>`coalesce(${sql.ref(`own_user.${table}`)}, 0) + coalesce(${sql.ref(
      `own_inventor.${table}`,
    )}, 0)`.as(`own_${table}`),
  );

/** The caller's versions from the session row's `own_<table>` columns, if it read them. */
export function ownVersionsOf(row: Readonly<Record<string, unknown>>): OwnVersions | undefined {
  if (!OWNED_TABLES.every((table) => `own_${table}` in row)) return undefined;
  const versions = {} as Record<OwnedTable, number>;
  for (const table of OWNED_TABLES) versions[table] = Number(row[`own_${table}`] ?? 0);
  return versions;
}
