import { sql, type Kysely, type Migration } from 'kysely';
import { normalizeSearch } from '../../lib/search-text';
import type { Dialect } from '../database';

const BACKFILL_BATCH = 500;

/**
 * The office queue search through indexes on both databases (issue 33; docs/search.md).
 *
 * - `tickets.search_text`: the title lower case without accents (`normalizeSearch`, written by
 *   the ticket repository with the title), as the inventors', answers' and attachments' search
 *   texts already are: every source is matched the same way, on both databases.
 * - The office queue's ordering indexes carry `search_text` last, so a broad search (most
 *   tickets match) counts and pages from the index alone, without reading the rows (the id
 *   too, for PostgreSQL's index-only scans):
 *   `tickets_office_status_idx (is_draft, status, created_at, id, search_text)` and
 *   `tickets_office_created_idx (is_draft, created_at, id, search_text)` (same leading columns
 *   as the indexes of migration 008 they replace).
 * - SQLite: `tickets_fts` (migration 011) now indexes `search_text` (it indexed `lower(title)`).
 * - PostgreSQL: `pg_trgm` (created in `public` if missing, so that dropping a schema never
 *   drops it) and a GIN trigram index on each of the four search texts: a `like '%…%'` of three
 *   characters or more reads the index.
 */
export function queueSearch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tickets')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await backfill(db);

      await db.schema.dropIndex('tickets_office_status_idx').execute();
      await db.schema.dropIndex('tickets_office_created_idx').execute();
      await db.schema
        .createIndex('tickets_office_status_idx')
        .on('tickets')
        .columns(['is_draft', 'status', 'created_at', 'id', 'search_text'])
        .execute();
      await db.schema
        .createIndex('tickets_office_created_idx')
        .on('tickets')
        .columns(['is_draft', 'created_at', 'id', 'search_text'])
        .execute();

      if (dialect === 'postgres') {
        await trigramIndexes(db);
        return;
      }
      for (const trigger of ['insert', 'delete', 'update'])
        await sql`drop trigger tickets_fts_${sql.raw(trigger)}`.execute(db);
      await sql`drop table tickets_fts`.execute(db);
      await sql`create virtual table tickets_fts using fts5(search_text, content='', tokenize='trigram case_sensitive 1')`.execute(
        db,
      );
      await sql`insert into tickets_fts (rowid, search_text) select id, search_text from tickets`.execute(
        db,
      );
      await sql`create trigger tickets_fts_insert after insert on tickets begin
        insert into tickets_fts (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger tickets_fts_delete after delete on tickets begin
        insert into tickets_fts (tickets_fts, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db);
      await sql`create trigger tickets_fts_update after update of search_text on tickets begin
        insert into tickets_fts (tickets_fts, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into tickets_fts (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
    },
  };
}

/** Every existing ticket's search text: one statement per batch of ids. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; title: string }>`select id, title from tickets
      where id > ${after} order by id limit ${BACKFILL_BATCH}`.execute(db);
    if (rows.length === 0) return;
    const cases = sql.join(
      rows.map((row) => sql`when ${row.id} then ${normalizeSearch(row.title)}`),
      sql` `,
    );
    const ids = sql.join(rows.map((row) => sql`${row.id}`));
    await sql`update tickets set search_text = case id ${cases} end where id in (${ids})`.execute(
      db,
    );
    after = Number(rows[rows.length - 1]?.id ?? after);
  }
}

/**
 * pg_trgm in `public` (a test schema's `drop schema … cascade` must never take it), then the
 * trigram indexes, naming the operator class in the extension's schema (a schema-only
 * search_path does not see it). Migrations run one at a time (the migrator's advisory lock), so
 * two schemas migrating at once do not both create the extension.
 */
async function trigramIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema ?? 'public';
  const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
  const tables = ['tickets', 'inventors', 'ticket_answers', 'ticket_attachments'];
  for (const table of tables)
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)}
      on ${sql.table(table)} using gin (search_text ${ops})`.execute(db);
}
