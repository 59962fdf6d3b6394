import type { Kysely, Migration } from 'kysely';

/**
 * The office review queue over every inventor's tickets (50,000 in the bench, issue 19: p99
 * <= 50 ms). Its counts filter on `is_draft = 0` first, which no index held: each count read
 * every ticket row.
 *
 * - `tickets_office_created_idx (is_draft, created_at, id)`: the total reads the index alone, and
 *   the default page (newest first) is its first rows.
 * - `tickets_office_status_idx (is_draft, status, created_at)`: the per-status counts read the
 *   index alone; "waiting more than 30 days" is a range on it.
 * - `tickets_office_assignee_idx (assignee_id, is_draft, status)`: unassigned open tickets (not
 *   led by `is_draft`, so the planner never takes it for the page and sorts the whole queue).
 * - `ticket_history_created_idx (created_at, ticket_id)`: the tickets whose status changed after
 *   a time (the few that are not "waiting" although created long ago).
 */
export function officeQueueIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('tickets_office_created_idx')
        .on('tickets')
        .columns(['is_draft', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('tickets_office_status_idx')
        .on('tickets')
        .columns(['is_draft', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('tickets_office_assignee_idx')
        .on('tickets')
        .columns(['assignee_id', 'is_draft', 'status'])
        .execute();
      await db.schema
        .createIndex('ticket_history_created_idx')
        .on('ticket_history')
        .columns(['created_at', 'ticket_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('ticket_history_created_idx').execute();
      await db.schema.dropIndex('tickets_office_assignee_idx').execute();
      await db.schema.dropIndex('tickets_office_status_idx').execute();
      await db.schema.dropIndex('tickets_office_created_idx').execute();
    },
  };
}
