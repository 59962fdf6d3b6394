import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 28, "Security":
 *
 * - `mail_pending`: the event mails of one recipient about one ticket, held for the coalescing
 *   window (mail/coalesce.ts). The first event of a window sets `due_at` (its time + the window);
 *   every later event of the same `coalesce_key` joins it; once due, a job turns the window's
 *   rows into ONE outbox mail, on whichever instance claims them first (the rows are deleted in
 *   the transaction that queues the mail). In the database, so a restart or several instances
 *   lose or double nothing.
 * - `patent_schemas (url)`: the files route asks, for every photo, whether it is a patent's
 *   schema image (served only to the patent's inventors and the office).
 */
export function security(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_pending')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('coalesce_key', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('ticket_title', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('headers', 'text')
        .addColumn('attachments', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('due_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mail_pending_key_idx')
        .on('mail_pending')
        .columns(['coalesce_key', 'id'])
        .execute();
      await db.schema
        .createIndex('mail_pending_due_idx')
        .on('mail_pending')
        .columns(['due_at'])
        .execute();
      await db.schema
        .createIndex('patent_schemas_url_idx')
        .on('patent_schemas')
        .columns(['url'])
        .execute();
    },
  };
}
