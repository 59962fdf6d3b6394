import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * SQLite only: a trigram full-text index over the tickets' titles for the office queue search
 * (office-ticket.repository.ts `matches`), kept in step by triggers, so a search reads the
 * matching titles instead of testing every title with LIKE.
 *
 * It holds `lower(title)`, exactly what the search's LIKE compares (SQLite's `lower`: ASCII
 * only), and is case-sensitive (`case_sensitive 1`): a quoted phrase of the lowered search text
 * then matches exactly the titles whose `lower(title)` contains it, as the LIKE does. The
 * trigram tokenizer's own folding is Unicode-wide and would also match `É` for `é`, which the
 * LIKE does not. Contentless (`content=''`): the text lives in `tickets`; a delete names the old
 * lowered title, which the triggers have. Writes to `tickets` already count for the data
 * version. PostgreSQL keeps its LIKE (no new table, nothing to version).
 */
export function ticketSearch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await sql`create virtual table tickets_fts using fts5(title, content='', tokenize='trigram case_sensitive 1')`.execute(
        db,
      );
      await sql`insert into tickets_fts (rowid, title) select id, lower(title) from tickets`.execute(
        db,
      );
      await sql`create trigger tickets_fts_insert after insert on tickets begin
        insert into tickets_fts (rowid, title) values (new.id, lower(new.title));
      end`.execute(db);
      await sql`create trigger tickets_fts_delete after delete on tickets begin
        insert into tickets_fts (tickets_fts, rowid, title) values ('delete', old.id, lower(old.title));
      end`.execute(db);
      await sql`create trigger tickets_fts_update after update of title on tickets begin
        insert into tickets_fts (tickets_fts, rowid, title) values ('delete', old.id, lower(old.title));
        insert into tickets_fts (rowid, title) values (new.id, lower(new.title));
      end`.execute(db);
    },
  };
}
