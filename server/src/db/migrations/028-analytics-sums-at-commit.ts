import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { KEPT_COLUMNS } from './019-analytics-kept-figures';

/**
 * PostgreSQL: the analytics sums of a ticket write at COMMIT (issue 33). The sums are a few
 * rows every write of the day shares (this month's and today's "pending", the submitter's
 * affiliation): written by a row trigger as the ticket is written, each such row stayed locked
 * for the rest of the writing transaction, so concurrent ticket creations and status changes
 * waited on each other (the mixed load: the ticket INSERT 0.4 ms at best, 11 ms on average,
 * 179 ms at worst). As a deferred constraint trigger the same function writes the same sums
 * in the same transaction, at its COMMIT, and holds those rows only while it commits.
 *
 * SQLite has one writer at a time: its triggers stay as they are.
 */
export function analyticsSumsAtCommit(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      const columns = [...KEPT_COLUMNS, 'submitter_id'].join(', ');
      await sql`drop trigger tickets_analytics_sums on tickets`.execute(db);
      // submitter_id too: the BEFORE trigger sets the affiliation, and `update of` only sees
      // the columns the statement names (migration 019).
      await sql
        .raw(
          `create constraint trigger tickets_analytics_sums
            after insert or delete or update of ${columns} on tickets
            deferrable initially deferred
            for each row execute function analytics_ticket_sums()`,
        )
        .execute(db);
    },
  };
}
