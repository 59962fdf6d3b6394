import type { Kysely, Migration } from 'kysely';

/**
 * A declared conflict of interest closes the ticket to its reviewer, office staff included: the
 * office queue, its counts, the dashboard and an inventor's tickets leave out the tickets the
 * caller declared a conflict on, with one subquery per statement
 * (reviews/review-access.service.ts `conflictedTicketIds`).
 *
 * - `reviews_conflicts_idx (reviewer_id, state, ticket_id)`: that subquery from the index
 *   alone, reading the caller's few conflicts only. `reviews_reviewer_idx (reviewer_id, id)`
 *   read every review of the caller and tested each one's state (PostgreSQL combined it with
 *   `reviews_due_idx` in a bitmap).
 */
export function conflictIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('reviews_conflicts_idx')
        .on('reviews')
        .columns(['reviewer_id', 'state', 'ticket_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('reviews_conflicts_idx').execute();
    },
  };
}
