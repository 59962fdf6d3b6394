import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

type AnyDb = Kysely<unknown>;

/** The whole data model of spec §3, for SQLite and PostgreSQL alike. */
export function initialSchema(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const withId = (db: AnyDb, table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', idType, (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  return {
    async up(db: AnyDb) {
      await withId(db, 'affiliations')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .execute();

      await withId(db, 'inventors')
        .addColumn('preferred_name', 'text')
        .addColumn('full_name', 'text')
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('phone', 'text')
        .addColumn('affiliation_id', 'integer', (c) =>
          c.references('affiliations.id').onDelete('set null'),
        )
        .addColumn('orcid', 'text')
        .addColumn('image', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('inventors_preferred_name_idx')
        .on('inventors')
        .column('preferred_name')
        .execute();

      await withId(db, 'inventor_name_variants')
        .addColumn('inventor_id', 'integer', (c) =>
          c.notNull().references('inventors.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('inventor_name_variants_inventor_idx')
        .on('inventor_name_variants')
        .column('inventor_id')
        .execute();

      await withId(db, 'users')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('inventor_id', 'integer', (c) =>
          c.notNull().unique().references('inventors.id').onDelete('cascade'),
        )
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withId(db, 'tickets')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('context', 'text', (c) => c.notNull())
        .addColumn('problem_identification', 'text', (c) => c.notNull())
        .addColumn('drawing', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('meeting_date', 'text')
        .addColumn('is_draft', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('submitter_id', 'integer', (c) =>
          c.notNull().references('inventors.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tickets_submitter_idx')
        .on('tickets')
        .columns(['submitter_id', 'id'])
        .execute();

      await db.schema
        .createTable('ticket_inventors')
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('inventor_id', 'integer', (c) =>
          c.notNull().references('inventors.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('ticket_inventors_pk', ['ticket_id', 'inventor_id'])
        .execute();
      await db.schema
        .createIndex('ticket_inventors_inventor_idx')
        .on('ticket_inventors')
        .columns(['inventor_id', 'ticket_id'])
        .execute();

      await withId(db, 'ticket_co_applications')
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('ticket_co_applications_ticket_idx')
        .on('ticket_co_applications')
        .column('ticket_id')
        .execute();

      await withId(db, 'patents')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('deposit_number', 'text', (c) => c.unique())
        .addColumn('deposit_document', 'text')
        .addColumn('deposit_date', 'text')
        .addColumn('research_report_document', 'text')
        .addColumn('research_report_result', 'text')
        .addColumn('research_report_date', 'text')
        .addColumn('delivery_document', 'text')
        .addColumn('delivery_date', 'text')
        .addColumn('status', 'text')
        .addColumn('trl_level', 'integer')
        .addColumn('crl_level', 'integer')
        .addColumn('abstract', 'text')
        .addColumn('contract_type', 'text')
        .addColumn('sector', 'text')
        .addColumn('nature', 'text')
        .addColumn('affiliation', 'text')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('patent_inventors')
        .addColumn('patent_id', 'integer', (c) =>
          c.notNull().references('patents.id').onDelete('cascade'),
        )
        .addColumn('inventor_id', 'integer', (c) =>
          c.notNull().references('inventors.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('patent_inventors_pk', ['patent_id', 'inventor_id'])
        .execute();
      await db.schema
        .createIndex('patent_inventors_inventor_idx')
        .on('patent_inventors')
        .columns(['inventor_id', 'patent_id'])
        .execute();

      await withId(db, 'patent_schemas')
        .addColumn('patent_id', 'integer', (c) =>
          c.notNull().references('patents.id').onDelete('cascade'),
        )
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('patent_schemas_patent_idx')
        .on('patent_schemas')
        .column('patent_id')
        .execute();

      await withId(db, 'notifications')
        .addColumn('inventor_id', 'integer', (c) =>
          c.notNull().references('inventors.id').onDelete('cascade'),
        )
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notifications_inventor_idx')
        .on('notifications')
        .columns(['inventor_id', 'id'])
        .execute();

      await withId(db, 'activity_logs')
        .addColumn('inventor_id', 'integer', (c) =>
          c.notNull().references('inventors.id').onDelete('cascade'),
        )
        .addColumn('activity_type', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activity_logs_inventor_idx')
        .on('activity_logs')
        .columns(['inventor_id', 'id'])
        .execute();

      await withId(db, 'mail_outbox')
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('mail_outbox_due_idx')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();

      await withId(db, 'rate_limit_hits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_hits_key_idx')
        .on('rate_limit_hits')
        .columns(['bucket', 'key', 'created_at'])
        .execute();

      await sql`insert into affiliations (name) values ('CIE'), ('UIR')`.execute(db);
    },
  };
}
