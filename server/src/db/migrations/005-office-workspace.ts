import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * The technology-transfer office workspace (issue 19, API.md Part 2 "Roles" and "Ticket
 * lifecycle").
 *
 * - `users.inventor_id` becomes nullable: an office account may have no inventor record.
 *   `users.name` is the display name of such an account (`create-office-user --name`).
 * - `notifications.user_id`: a notification addressed to an account rather than an inventor
 *   (office staff without an inventor record); `notifications.inventor_id` becomes nullable.
 *   Exactly one of the two is set. The inventor API is unchanged: an account reads the rows of
 *   its inventor and the rows addressed to it.
 * - `tickets.assignee_id`: the office account in charge of a ticket, or null.
 * - `ticket_history`: every status change of a ticket (who, when, the meeting date, the message).
 * - `audit_log`: every write of the office (`actor_id` null for the admin CLI).
 *
 * SQLite cannot drop a NOT NULL: `users` and `notifications` are rebuilt with foreign keys off
 * (else dropping `users` would cascade-delete every session and recovery code), in one
 * transaction, checked with `foreign_key_check` before the commit.
 */
export function officeWorkspace(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table users alter column inventor_id drop not null`.execute(db);
        await sql`alter table users add column name text`.execute(db);
        await sql`alter table notifications alter column inventor_id drop not null`.execute(db);
        await sql`alter table notifications add column user_id integer references users(id) on delete cascade`.execute(
          db,
        );
      } else {
        await rebuildSqliteTables(db);
      }
      await db.schema
        .createIndex('notifications_user_idx')
        .on('notifications')
        .columns(['user_id', 'id'])
        .execute();

      await db.schema
        .alterTable('tickets')
        .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('tickets_assignee_idx')
        .on('tickets')
        .columns(['assignee_id', 'id'])
        .execute();
      await db.schema
        .createIndex('tickets_status_idx')
        .on('tickets')
        .columns(['status', 'id'])
        .execute();

      await db.schema
        .createTable('ticket_history')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('meeting_date', 'text')
        .addColumn('message', 'text')
        .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ticket_history_ticket_idx')
        .on('ticket_history')
        .columns(['ticket_id', 'id'])
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_actor_idx')
        .on('audit_log')
        .columns(['actor_id', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_log_target_idx')
        .on('audit_log')
        .columns(['target_type', 'id'])
        .execute();
    },
  };
}

/** The SQLite rebuild of `users` and `notifications` (see the file comment). */
async function rebuildSqliteTables(db: Kysely<unknown>): Promise<void> {
  // A no-op inside a transaction: set before BEGIN. The migrator runs SQLite migrations on one
  // connection without a transaction of its own.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql`create table users_new (
        id integer primary key autoincrement,
        email text not null unique,
        password_hash text not null,
        inventor_id integer unique references inventors(id) on delete cascade,
        must_change_password integer not null default 0,
        created_at text not null,
        role text not null default 'inventor',
        language text not null default 'en',
        is_active integer not null default 1,
        totp_secret text,
        two_factor_enabled_at text,
        totp_last_step integer,
        password_issued_at text,
        name text
      )`.execute(db);
      await sql`insert into users_new (id, email, password_hash, inventor_id, must_change_password,
          created_at, role, language, is_active, totp_secret, two_factor_enabled_at, totp_last_step,
          password_issued_at)
        select id, email, password_hash, inventor_id, must_change_password, created_at, role,
          language, is_active, totp_secret, two_factor_enabled_at, totp_last_step, password_issued_at
        from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_new rename to users`.execute(db);

      await sql`create table notifications_new (
        id integer primary key autoincrement,
        inventor_id integer references inventors(id) on delete cascade,
        message text not null,
        is_read integer not null default 0,
        created_at text not null,
        user_id integer references users(id) on delete cascade
      )`.execute(db);
      await sql`insert into notifications_new (id, inventor_id, message, is_read, created_at)
        select id, inventor_id, message, is_read, created_at from notifications`.execute(db);
      await sql`drop table notifications`.execute(db);
      await sql`alter table notifications_new rename to notifications`.execute(db);
      await sql`create index notifications_inventor_idx on notifications (inventor_id, id)`.execute(
        db,
      );

      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) {
        throw new Error(`005-office-workspace: ${broken.rows.length} foreign key violation(s)`);
      }
      await sql`commit`.execute(db);
    } catch (err) {
      await sql`rollback`.execute(db);
      throw err;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
