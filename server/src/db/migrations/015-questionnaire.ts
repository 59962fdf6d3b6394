import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { versionTableWrites } from '../pg-data-version';

/**
 * The office's questionnaire (API.md Part 3).
 *
 * - `form_versions`: one row per version (its id is the version number); `definition` is the
 *   JSON of `{sections}`. At most one is `published` (a partial unique index, on both databases):
 *   two publications at once cannot both win.
 * - `tickets.form_version`: the version published when the ticket was created (never changes);
 *   indexed for the versions list's `tickets_count`.
 * - `ticket_answers`: a ticket's answers (a JSON object) and their search text (lower case,
 *   accents stripped), one row per ticket that has answers. Apart from `tickets`, so the lists
 *   (which select `tickets.*`) never read them.
 * - SQLite: `ticket_answers_fts`, a contentless trigram index of the search text kept by
 *   triggers, as `tickets_fts` (migration 011) is for titles; PostgreSQL matches with LIKE.
 */
export function questionnaire(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('form_versions')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        /** draft | published | retired */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('questions_count', 'integer', (c) => c.notNull())
        .addColumn('published_at', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index form_versions_published_idx on form_versions (status)
        where status = 'published'`.execute(db);

      await db.schema
        .alterTable('tickets')
        .addColumn('form_version', 'integer', (c) => c.references('form_versions.id'))
        .execute();
      // The answers' hash (ticket.mapper answersHash), written with them: every ticket's
      // `version` covers its answers without a list reading them.
      await db.schema.alterTable('tickets').addColumn('answers_hash', 'text').execute();
      await db.schema
        .createIndex('tickets_form_version_idx')
        .on('tickets')
        .column('form_version')
        .execute();

      await db.schema
        .createTable('ticket_answers')
        .addColumn('ticket_id', 'integer', (c) =>
          c.primaryKey().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .execute();

      if (dialect === 'postgres') {
        await versionTableWrites(db, 'form_versions');
        await versionTableWrites(db, 'ticket_answers');
        return;
      }
      await sql`create virtual table ticket_answers_fts using fts5(search_text, content='', tokenize='trigram case_sensitive 1')`.execute(
        db,
      );
      await sql`create trigger ticket_answers_fts_insert after insert on ticket_answers begin
        insert into ticket_answers_fts (rowid, search_text) values (new.ticket_id, new.search_text);
      end`.execute(db);
      await sql`create trigger ticket_answers_fts_delete after delete on ticket_answers begin
        insert into ticket_answers_fts (ticket_answers_fts, rowid, search_text)
          values ('delete', old.ticket_id, old.search_text);
      end`.execute(db);
      await sql`create trigger ticket_answers_fts_update after update of search_text on ticket_answers begin
        insert into ticket_answers_fts (ticket_answers_fts, rowid, search_text)
          values ('delete', old.ticket_id, old.search_text);
        insert into ticket_answers_fts (rowid, search_text) values (new.ticket_id, new.search_text);
      end`.execute(db);
    },
  };
}
