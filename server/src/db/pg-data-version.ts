import { sql, type Kysely } from 'kysely';
import type { DB } from './database';

/**
 * The data version of a PostgreSQL database (data-version.ts), shared by every server instance:
 * a one-row counter, `data_version`, bumped once by every transaction that commits a write to a
 * table a remembered answer may read. An instance reads it (one indexed single-row query)
 * before serving a remembered answer, so a client whose next request lands on another instance
 * right after its write never gets the answer from before it.
 *
 * Why it is never stale: the bump is a deferred constraint trigger, so it runs at COMMIT, in the
 * writing transaction. The new count and the written rows become visible together; a reader
 * that sees the old count computed (or computes) from a snapshot taken no earlier than the one
 * that saw that count, and the next read after the commit sees the new count and starts over.
 *
 * Why deferred: the counter row stays locked only while the writer commits, not from its first
 * write on. An immediate trigger would hold it for the rest of the transaction (every other
 * writer waiting behind a long import) and could deadlock against rows locked in between.
 *
 * Not versioned (no remembered answer reads them, and they change all the time): `sessions`
 * (sign-in, the 5-minute touch; SQLite skips them too), `rate_limit_hits`, `mail_outbox`,
 * `mail_pending` (mail/coalesce.ts), `upload_blobs` (the files route is not remembered),
 * `sso_requests` and `sso_seen_assertions` (campus sign-ins in progress, used assertion ids)
 * and `data_version` itself. A table added by
 * a later migration is versioned by calling `versionTableWrites` there
 * (test/db/pg-data-version.test.ts fails until it is).
 */
export const UNVERSIONED_TABLES = [
  'sessions',
  'rate_limit_hits',
  'mail_outbox',
  'mail_pending',
  'upload_blobs',
  'data_version',
  'sso_requests',
  'sso_seen_assertions',
] as const;

const BUMP_FUNCTION = 'data_version_bump';

/**
 * A name for the transaction-local flag "this transaction has bumped already" of one schema, so
 * that a transaction writing 10,000 rows updates the counter row once.
 */
const flagName = (schema: string) =>
  `inventor_portal.data_version_bumped_${Buffer.from(schema).toString('hex')}`;

async function currentSchema(db: Kysely<unknown>): Promise<string> {
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
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

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
 * Reads the current data version of the handle's schema (the database's clock of writes).
 *
 * Every caller gets the answer of a query that started after it asked, never an older one: a
 * client's read that follows its own write must see the write's version. Callers that ask while
 * a query is in flight share the next one, started as soon as that one answers, so under load
 * the instance sends about one version query per round trip instead of one per request (each is
 * a write to the database's socket and work for the database).
 */
export function pgDataVersionReader(db: Kysely<DB>): () => Promise<string> {
  const query = db.selectFrom('data_version').select('version').where('id', '=', 1).compile();
  const read = async () => {
    const { rows } = await db.executeQuery(query);
    if (!rows[0]) throw new Error('data_version row missing: run the migrations');
    return rows[0].version;
  };
  let inFlight: Promise<string> | null = null;
  let next: Promise<string> | null = null;
  const start = (): Promise<string> => {
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
