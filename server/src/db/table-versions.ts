import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database';
import type { TableVersions } from './data-version';
import { versionTableWrites } from './pg-data-version';

export type { TableVersions } from './data-version';

/**
 * Versions per table (migration 021): `table_versions (name, version)`, one row per table a
 * remembered answer may read, bumped by triggers in the transaction that writes the table, on
 * both databases. A remembered answer declares the tables it reads and stays valid while their
 * versions are unchanged (version-cache.ts), so a write to an unrelated table keeps it.
 *
 * - SQLite: `after insert / update / delete` triggers, one row update per row written (SQLite
 *   has no statement-level triggers). Every process on the file sees the bumps at commit.
 * - PostgreSQL: the deferred constraint triggers of pg-data-version.ts, which bump the table's
 *   row once per transaction, at commit.
 *
 * Triggers cannot be forgotten by a new write path, and see what no SQL text shows (a cascading
 * delete, an operator's psql session).
 */

/**
 * Tables no remembered answer may read, left unversioned because they change all the time:
 * `sessions` (sign-in, the 5-minute touch; the session is checked on every request before any
 * cache), `rate_limits` (lib/rate-limit.ts), `mail_outbox`, `mail_pending` (mail/coalesce.ts),
 * `upload_blobs` (the files route is not remembered), `sso_requests` and `sso_seen_assertions`
 * (campus sign-ins in progress, used assertion ids), and the versions themselves (`table_versions`,
 * and the owners' `user_versions` and `inventor_versions`, db/owner-versions.ts). An answer
 * whose computation reads one of them is never remembered (version-cache.ts).
 *
 * `rate_limit_hits`, which `rate_limits` replaced (migration 024), stays listed: migration 021
 * runs while it still exists and must leave it unversioned, as it did before 024.
 */
export const UNVERSIONED_TABLES = [
  'sessions',
  'rate_limits',
  'rate_limit_hits',
  'mail_outbox',
  'mail_pending',
  'upload_blobs',
  'data_version',
  'table_versions',
  'user_versions',
  'inventor_versions',
  'sso_requests',
  'sso_seen_assertions',
] as const;

const unversioned: ReadonlySet<string> = new Set(UNVERSIONED_TABLES);

/**
 * SQLite's full-text indexes (virtual tables, and the shadow tables behind them), kept by
 * triggers from the table each indexes: an answer reading one depends on that table.
 * test/db/table-versions.test.ts fails for a virtual table missing here.
 */
export const DERIVED_TABLES: ReadonlyMap<string, string> = new Map([
  ['tickets_fts', 'tickets'],
  ['inventors_fts', 'inventors'],
  ['ticket_answers_fts', 'ticket_answers'],
  ['ticket_attachments_fts', 'ticket_attachments'],
]);

export const isVersionedTable = (table: string): boolean =>
  !unversioned.has(table) && !table.startsWith('kysely_');

/** Creates the empty `table_versions` (migration 021; tests of hand-made tables). */
export async function createTableVersions(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('table_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
      c.notNull().defaultTo(0),
    )
    .execute();
}

/** The row of `table`, created if missing (a table added by a later migration). */
async function versionRow(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`insert into table_versions (name, version) values (${table}, 0)
    on conflict (name) do nothing`.execute(db);
}

/** SQLite: the three triggers that bump `table`'s version with every row written. */
async function sqliteTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger if not exists ${sql.id(`table_version_${event}_${table}`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      begin
        update table_versions set version = version + 1 where name = ${sql.lit(table)};
      end`.execute(db);
  }
}

/** The tables of the current schema (not Kysely's own), on either database. */
export async function schemaTables(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  // SQLite: not the virtual tables nor their shadow tables (`<virtual>_data`, …): no triggers there.
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master t
          where type = 'table' and name not like 'sqlite_%'
            and sql not like 'create virtual table%'
            and not exists (select 1 from sqlite_master v
              where v.type = 'table' and v.sql like 'create virtual table%'
                and t.name like v.name || '!_%' escape '!')
          order by name`.execute(db)
      : await sql<{ name: string }>`select c.relname as name from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relkind = 'r' order by c.relname`.execute(db);
  return rows.map((r) => r.name).filter((name) => !name.startsWith('kysely_'));
}

/**
 * Makes every committed write of `table` bump its version, on SQLite (triggers created here)
 * or PostgreSQL (the deferred trigger of pg-data-version.ts, created unless already there).
 */
export async function versionWritesOf(
  db: Kysely<unknown>,
  dialect: Dialect,
  table: string,
): Promise<void> {
  await versionRow(db, table);
  if (dialect === 'sqlite') return sqliteTriggers(db, table);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_namespace s on s.oid = c.relnamespace
    where s.nspname = current_schema() and c.relname = ${table}
      and t.tgname = 'data_version_bump'`.execute(db);
  if (rows[0].n > 0) return;
  await versionTableWrites(db, table);
}

/**
 * `name=version,…` as PostgreSQL's session lookup reads it (modules/accounts/session.repository.ts),
 * parsed once per distinct text: between two writes every request reads the same text.
 */
let lastText = '';
let lastParsed: TableVersions = new Map();
export function versionsFromText(text: string): TableVersions {
  if (text === lastText) return lastParsed;
  const versions = new Map<string, number>();
  for (const pair of text.split(',')) {
    const at = pair.lastIndexOf('=');
    if (at > 0) versions.set(pair.slice(0, at), Number(pair.slice(at + 1)));
  }
  lastText = text;
  lastParsed = versions;
  return versions;
}
