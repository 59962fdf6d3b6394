import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { createDataVersion, versionTableWrites } from '../pg-data-version';

/**
 * Several server instances on one PostgreSQL database (issue 22, "Scale").
 *
 * - `upload_blobs (kind, key)`: the bytes of each upload. On PostgreSQL uploads live here, so
 *   any instance serves any file (lib/database-upload-store.ts; `npm run admin -- move-uploads`
 *   copies the files of DATA_DIR/uploads in). SQLite keeps its files and an empty table.
 * - `mail_outbox.claimed_at`: the lease of a 'sending' row (mail/outbox-claims.ts). Rows being
 *   sent as this runs are claimed now, so they wait one lease before going back to the queue.
 * - PostgreSQL only: `data_version` and the triggers that bump it on every committed write of the
 *   tables below (db/pg-data-version.ts), so remembered answers are never stale on any instance.
 */

/** The tables a remembered answer may read, as they stand at this migration. */
const VERSIONED_TABLES = [
  'affiliations',
  'inventors',
  'inventor_name_variants',
  'users',
  'recovery_codes',
  'tickets',
  'ticket_inventors',
  'ticket_co_applications',
  'ticket_history',
  'ticket_comments',
  'patents',
  'patent_inventors',
  'patent_schemas',
  'notifications',
  'notification_settings',
  'activity_logs',
  'audit_log',
  'disclosure_reminders',
];

export function scaleOut(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('upload_blobs')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('upload_blobs_pk', ['kind', 'key'])
        .execute();
      if (dialect === 'postgres') {
        // Images and PDFs are compressed already: stored out of line without another attempt.
        await sql`alter table upload_blobs alter column data set storage external`.execute(db);
      }

      await db.schema.alterTable('mail_outbox').addColumn('claimed_at', 'text').execute();
      await sql`update mail_outbox set claimed_at = ${new Date().toISOString()}
        where status = 'sending'`.execute(db);

      if (dialect === 'postgres') {
        await createDataVersion(db);
        for (const table of VERSIONED_TABLES) await versionTableWrites(db, table);
      }
    },
  };
}
