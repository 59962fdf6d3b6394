import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * The conversation (issue 20, API.md Part 2 "Conversation").
 *
 * - `ticket_comments`: the thread of a ticket. `author_id` is the account that wrote it (null
 *   once that account is deleted); `author_role` is its role when it wrote (the thread shows
 *   "inventor" or "office" even if the account changes role later).
 * - `tickets.comments_count`: kept by the comment insert in the same transaction, so the office
 *   queue (benchmarked at 50,000 tickets) reads it from the row instead of counting per page.
 * - `notification_settings`: one row per account and event that differs from the default
 *   (everything on); a missing row means "on" for both channels.
 * - `mail_outbox.html_body`, `.headers` (JSON object) and `.attachments` (JSON list of
 *   `{filename, contentType, content}`): the event mails are HTML with a text alternative, carry
 *   List-Unsubscribe headers and sometimes a `meeting.ics`. Old rows keep nulls: text only.
 */
export function conversation(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ticket_comments')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author_role', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // The thread is read oldest first, by ticket: (ticket_id, id) serves both filter and order.
      await db.schema
        .createIndex('ticket_comments_ticket_idx')
        .on('ticket_comments')
        .columns(['ticket_id', 'id'])
        .execute();

      await db.schema
        .alterTable('tickets')
        .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('in_app', 'integer', (c) => c.notNull())
        .addColumn('email', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'event'])
        .execute();

      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('mail_outbox').addColumn('html_body', 'text').execute();
      await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
      await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
    },
  };
}
