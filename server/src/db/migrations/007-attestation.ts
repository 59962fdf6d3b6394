import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Attestation, contribution and disclosure dates (issue 21, API.md Part 2).
 *
 * - `tickets.public_disclosure_date`, `.conception_date` (`YYYY-MM-DD` or null),
 *   `.public_disclosure_kind` (paper|talk|thesis|poster|online or null), `.funding` (a JSON
 *   list of strings: shown, never queried).
 * - `tickets.unconfirmed_count`: inventors whose confirmation is not `confirmed`, kept by every
 *   write of a confirmation in the same transaction, so the office queue (50,000 tickets) filters
 *   "not all confirmed" on an index instead of counting per ticket.
 * - `ticket_inventors` carries each inventor's share (`percent`, null when no split was given)
 *   and confirmation: `confirmation_state` (pending|confirmed|declined), `confirmation_at`,
 *   `decline_reason`, `confirmed_hash` (sha-256 of the version confirmed or declined). The
 *   ticket pages read them with the inventor ids they already read: no extra query.
 * - `disclosure_reminders`: one row per reminder sent (ticket, disclosure date, days before,
 *   recipient); its primary key makes each one go out once however often the job runs.
 *
 * Existing tickets: the submitter is `confirmed` as of the ticket's creation (no hash: the
 * version is unknown), the other inventors `pending`.
 */
export function attestation(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('tickets').addColumn('public_disclosure_date', 'text').execute();
      await db.schema.alterTable('tickets').addColumn('public_disclosure_kind', 'text').execute();
      await db.schema.alterTable('tickets').addColumn('conception_date', 'text').execute();
      await db.schema
        .alterTable('tickets')
        .addColumn('funding', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('tickets')
        .addColumn('unconfirmed_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.alterTable('ticket_inventors').addColumn('percent', 'integer').execute();
      await db.schema
        .alterTable('ticket_inventors')
        .addColumn('confirmation_state', 'text', (c) => c.notNull().defaultTo('pending'))
        .execute();
      await db.schema.alterTable('ticket_inventors').addColumn('confirmation_at', 'text').execute();
      await db.schema.alterTable('ticket_inventors').addColumn('decline_reason', 'text').execute();
      await db.schema.alterTable('ticket_inventors').addColumn('confirmed_hash', 'text').execute();

      await sql`update ticket_inventors set confirmation_state = 'confirmed',
          confirmation_at = (select t.created_at from tickets t where t.id = ticket_inventors.ticket_id)
        where inventor_id = (select t.submitter_id from tickets t where t.id = ticket_inventors.ticket_id)`.execute(
        db,
      );
      await sql`update tickets set unconfirmed_count = (select count(*) from ticket_inventors ti
        where ti.ticket_id = tickets.id and ti.confirmation_state <> 'confirmed')`.execute(db);

      // The reminders job and `ordering=disclosure` look open tickets up by status and date
      // (status first: without ANALYZE, SQLite otherwise walks tickets_status_idx).
      await db.schema
        .createIndex('tickets_disclosure_idx')
        .on('tickets')
        .columns(['status', 'public_disclosure_date', 'id'])
        .execute();
      // `confirmation=incomplete` walks the newest-first order of the submitted tickets it keeps
      // only; `status` rides along so a status filter and the count need no table lookup. The
      // condition is written as the queries write it (a literal 0), so SQLite can use it.
      await sql`create index tickets_unconfirmed_idx on tickets (is_draft, created_at, id, status)
        where unconfirmed_count > 0`.execute(db);

      await db.schema
        .createTable('disclosure_reminders')
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('disclosure_date', 'text', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        /** 'inventor' or 'user' (an office account). */
        .addColumn('recipient_kind', 'text', (c) => c.notNull())
        .addColumn('recipient_id', 'integer', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('disclosure_reminders_pk', [
          'ticket_id',
          'disclosure_date',
          'days',
          'recipient_kind',
          'recipient_id',
        ])
        .execute();
    },
  };
}
