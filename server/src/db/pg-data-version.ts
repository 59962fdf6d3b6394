import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DB } from './database';
import { READ_VERSIONS_SQL, versionsFromRows, type TableVersions } from './data-version';

/**
 * PostgreSQL's side of the table versions (table-versions.ts), shared by every server instance:
 * a deferred constraint trigger on every versioned table bumps that table's row of
 * `table_versions` once per committing transaction that wrote it. An instance reads the versions
 * (with the session, or one query) before serving a remembered answer, so a client whose next
 * request lands on another instance right after its write never gets the answer from before it.
 *
 * Why it is never stale: the bump runs at COMMIT, in the writing transaction. The new version
 * and the written rows become visible together; a reader that sees the old version computed (or
 * computes) from a snapshot taken no earlier than the one that saw that version, and the next
 * read after the commit sees the new version and starts over.
 *
 * Why deferred: the version row stays locked only while the writer commits, not from its first
 * write on. An immediate trigger would hold it for the rest of the transaction (every other
 * writer of the table waiting behind a long import) and could deadlock against rows locked in
 * between.
 *
 * History: migration 009 created one counter for the whole database (`data_version`), bumped by
 * the same triggers; migration 021 points them at the per-table rows and drops it. A table added
 * by a later migration is versioned by calling `versionTableWrites` (or table-versions.ts
 * `versionWritesOf`, which also covers SQLite); test/db/table-versions.test.ts fails until it is.
 */
const BUMP_FUNCTION = 'data_version_bump';

/**
 * A name for the transaction-local flag "this transaction has bumped already" of one schema, so
 * that a transaction writing 10,000 rows updates the counter row once.
 */
const flagName = (schema: string) =>
  `inventor_portal.data_version_bumped_${Buffer.from(schema).toString('hex')}`;

/** The schema the handle's statements run in (triggers name their tables with it). */
export async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0].schema;
}

/** Creates the counter row and the function the triggers call, in the current schema. */
export async function createDataVersion(db: Kysely<unknown>): Promise<void> {
  const schema = await currentSchema(db);
  await sql`create table data_version (
    id integer primary key check (id = 1),
    version bigint not null
  )`.execute(db);
  await sql`insert into data_version (id, version) values (1, 0)`.execute(db);
  // The counter is named with its schema: a trigger fired under another search_path (an
  // operator's psql session) still bumps this schema's counter.
  await sql`create function ${sql.id(schema, BUMP_FUNCTION)}() returns trigger
    language plpgsql as ${sql.lit(`
begin
  if current_setting('${flagName(schema)}', true) is distinct from '1' then
    perform set_config('${flagName(schema)}', '1', true);
    update ${quoteIdent(schema)}.data_version set version = version + 1 where id = 1;
  end if;
  return null;
end`)}`.execute(db);
}

/** `"name"` with embedded quotes doubled, for the function body (sql.id cannot reach into a literal). */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Makes every committed write (and truncate) of `table` bump the data version. */
export async function versionTableWrites(db: Kysely<unknown>, table: string): Promise<void> {
  const schema = await currentSchema(db);
  const bump = sql.id(schema, BUMP_FUNCTION);
  await sql`create constraint trigger data_version_bump
    after insert or update or delete on ${sql.table(table)}
    deferrable initially deferred
    for each row execute function ${bump}()`.execute(db);
  await sql`create trigger data_version_truncate
    after truncate on ${sql.table(table)}
    for each statement execute function ${bump}()`.execute(db);
}

/**
 * Migration 021: the triggers' function bumps the written table's row of `table_versions` (created
 * if missing) instead of the database's one counter, once per transaction and table (a
 * transaction-local flag per table), and the counter is dropped.
 */
export async function bumpTableVersions(db: Kysely<unknown>): Promise<void> {
  const schema = await currentSchema(db);
  const flag = `'${flagName(schema)}_' || tg_table_name`;
  const versions = `${quoteIdent(schema)}.table_versions`;
  await sql`create or replace function ${sql.id(schema, BUMP_FUNCTION)}() returns trigger
    language plpgsql as ${sql.lit(`
begin
  if current_setting(${flag}, true) is distinct from '1' then
    perform set_config(${flag}, '1', true);
    insert into ${versions} as v (name, version) values (tg_table_name, 1)
      on conflict (name) do update set version = v.version + 1;
  end if;
  return null;
end`)}`.execute(db);
  await sql`drop table data_version`.execute(db);
}

/**
 * Reads every table's version of the handle's schema (the database's clocks of writes).
 *
 * Every caller gets the answer of a query that started after it asked, never an older one: a
 * client's read that follows its own write must see the write's version. Callers that ask while
 * a query is in flight share the next one, started as soon as that one answers, so under load
 * the instance sends about one version query per round trip instead of one per request (each is
 * a write to the database's socket and work for the database). Requests that carry a session
 * read the versions with it instead (modules/accounts/session.repository.ts).
 */
export function pgTableVersionsReader(db: Kysely<DB>): () => Promise<TableVersions> {
  const query = CompiledQuery.raw(READ_VERSIONS_SQL);
  const read = async () => {
    const { rows } = await db.executeQuery<{ name: string; version: string }>(query);
    return versionsFromRows(rows);
  };
  let inFlight: Promise<TableVersions> | null = null;
  let next: Promise<TableVersions> | null = null;
  const start = (): Promise<TableVersions> => {
    const running = read().finally(() => {
      if (inFlight === running) inFlight = null;
    });
    inFlight = running;
    return running;
  };
  return () => {
    if (!inFlight) return start();
    if (!next) {
      next = inFlight
        .catch(() => undefined)
        .then(() => {
          next = null;
          return start();
        });
    }
    return next;
  };
}
