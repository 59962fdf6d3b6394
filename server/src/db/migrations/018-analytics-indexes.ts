import type { Kysely, Migration } from 'kysely';

/**
 * Office analytics (issue 32): every query of `GET /api/office/analytics/` reads an index made
 * for it (50,000 tickets in the bench: p99 <= 100 ms).
 *
 * - `tickets_analytics_idx (is_draft, created_at, status, unconfirmed_count, submitter_id, id)`:
 *   the tickets sent in a range, per month and status, fully confirmed or not, and their
 *   submitters (for the affiliations), read from the index alone.
 * - `ticket_history_analytics_idx (status, created_at, ticket_id)`: the approvals and refusals
 *   recorded in a range.
 * - `ticket_history_ticket_status_idx (ticket_id, status, created_at)`: whether a ticket was
 *   decided before (its first decision), or ever asked for more information.
 * - `reviews_analytics_created_idx (created_at, state, due_date)`: the committee reviews
 *   assigned in a range, and those of them still open past their due date.
 * - `reviews_analytics_submitted_idx (submitted_at, created_at)`: the reviews submitted in a
 *   range and when each was assigned.
 */
export function analyticsIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('tickets_analytics_idx')
        .on('tickets')
        .columns(['is_draft', 'created_at', 'status', 'unconfirmed_count', 'submitter_id', 'id'])
        .execute();
      await db.schema
        .createIndex('ticket_history_analytics_idx')
        .on('ticket_history')
        .columns(['status', 'created_at', 'ticket_id'])
        .execute();
      await db.schema
        .createIndex('ticket_history_ticket_status_idx')
        .on('ticket_history')
        .columns(['ticket_id', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('reviews_analytics_created_idx')
        .on('reviews')
        .columns(['created_at', 'state', 'due_date'])
        .execute();
      await db.schema
        .createIndex('reviews_analytics_submitted_idx')
        .on('reviews')
        .columns(['submitted_at', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('reviews_analytics_submitted_idx').execute();
      await db.schema.dropIndex('reviews_analytics_created_idx').execute();
      await db.schema.dropIndex('ticket_history_ticket_status_idx').execute();
      await db.schema.dropIndex('ticket_history_analytics_idx').execute();
      await db.schema.dropIndex('tickets_analytics_idx').execute();
    },
  };
}
