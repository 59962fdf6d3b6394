import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { versionTableWrites } from '../pg-data-version';

/**
 * Several attachments per ticket (issue 30, API.md Part 3 "Attachments").
 *
 * - `ticket_attachments`: one row per file. `name` is the file's name as the inventor gave it
 *   (cleaned of any path: never used to store or find the file); `storage_key` the random key
 *   of the upload store (`attachments` kind: DATA_DIR/uploads on SQLite, `upload_blobs` on
 *   PostgreSQL); `content_type` the type sniffed from the bytes; `search_text` the name lower
 *   case without accents, what the office queue's search matches; `uploaded_by` the account
 *   (null once it is gone). Read oldest first by ticket: (ticket_id, id) serves both.
 * - SQLite: `ticket_attachments_fts`, a trigram index over `search_text` kept by triggers (as
 *   inventors_fts of migration 003), so a search of three characters or more reads the matching
 *   names instead of testing every one. PostgreSQL keeps its LIKE; its new table is versioned.
 */
export function ticketAttachments(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ticket_attachments')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ticket_attachments_ticket_idx')
        .on('ticket_attachments')
        .columns(['ticket_id', 'id'])
        .execute();
      if (dialect === 'postgres') {
        await versionTableWrites(db, 'ticket_attachments');
        return;
      }
      await sql`create virtual table ticket_attachments_fts using fts5(search_text, content='ticket_attachments', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`create trigger ticket_attachments_fts_insert after insert on ticket_attachments begin
        insert into ticket_attachments_fts (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger ticket_attachments_fts_delete after delete on ticket_attachments begin
        insert into ticket_attachments_fts (ticket_attachments_fts, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db);
      await sql`create trigger ticket_attachments_fts_update after update on ticket_attachments begin
        insert into ticket_attachments_fts (ticket_attachments_fts, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into ticket_attachments_fts (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
    },
  };
}
