import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Indexes for the hot read paths (issue 9):
 * - link tables by parent and position, covering the columns the list pages read, so a page's
 *   inventors and co-applications come from the index in order (no table lookups, no sort);
 * - inventors in name order, so a search page walks names in order and stops at the page end;
 * - SQLite only: a trigram full-text index over inventors.search_text, kept in step by
 *   triggers, which counts substring matches without reading every inventor. PostgreSQL keeps
 *   counting with LIKE (an optional pg_trgm index would serve it the same way).
 */
export function readPathIndexes(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('ticket_inventors_ticket_order_idx')
        .on('ticket_inventors')
        .columns(['ticket_id', 'position', 'inventor_id'])
        .execute();
      await db.schema
        .createIndex('patent_inventors_patent_order_idx')
        .on('patent_inventors')
        .columns(['patent_id', 'position', 'inventor_id'])
        .execute();
      await db.schema
        .createIndex('ticket_co_applications_ticket_order_idx')
        .on('ticket_co_applications')
        .columns(['ticket_id', 'position', 'id', 'value'])
        .execute();
      // The expression is co-inventor.repository.ts's `byName`, as the planner needs it verbatim.
      await sql`create index inventors_name_order_idx on inventors ((lower(coalesce(preferred_name, full_name, ''))), id)`.execute(
        db,
      );
      if (dialect !== 'sqlite') return;
      await sql`create virtual table inventors_fts using fts5(search_text, content='inventors', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`insert into inventors_fts (inventors_fts) values ('rebuild')`.execute(db);
      await sql`create trigger inventors_fts_insert after insert on inventors begin
        insert into inventors_fts (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger inventors_fts_delete after delete on inventors begin
        insert into inventors_fts (inventors_fts, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db);
      await sql`create trigger inventors_fts_update after update on inventors begin
        insert into inventors_fts (inventors_fts, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into inventors_fts (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
    },
  };
}
