import { sql } from 'kysely';
import type { OfficeAnalytics } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { officeToday } from '@server/lib/office-calendar';
import { daysBetween, median, oneDecimal } from '@server/lib/statistics';
import type { TimeRange } from './analytics.repository';

/** A review still expected: neither submitted nor closed by a declared conflict. */
const OPEN_STATES = ['invited', 'in_progress'] as const;

/**
 * The committee's figures over the range (`reviews` of API.md Part 3; docs/analytics.md):
 *
 * - `assigned`: reviews assigned (created) in the range;
 * - `submitted`: reviews submitted in the range;
 * - `overdue`: reviews assigned in the range, still open (invited or in progress: not submitted,
 *   no conflict declared) and whose due date is before the office's today;
 * - `median_days_to_submit`: over the reviews submitted in the range, the median number of days
 *   from assignment to submission (one decimal), null when none.
 *
 * One statement (a union): the counts from `reviews_analytics_created_idx` alone, the submitted
 * reviews from `reviews_analytics_submitted_idx` alone (migration 018).
 */
export async function reviewFigures(
  db: Db,
  range: TimeRange,
  now: Date,
): Promise<OfficeAnalytics['reviews']> {
  const today = officeToday(now);
  const open = sql.join(OPEN_STATES.map((state) => sql`${state}`));
  // One statement: the counts (one row), then the submitted reviews (one row each).
  const { rows } = await sql<{
    created_at: string | null;
    submitted_at: string | null;
    assigned: number | string | null;
    overdue: number | string | null;
  }>`select null as created_at, null as submitted_at, count(*) as assigned,
      coalesce(sum(case when state in (${open}) and due_date < ${today} then 1 else 0 end), 0)
        as overdue
    from reviews where created_at >= ${range.from} and created_at < ${range.until}
    union all
    select created_at, submitted_at, null, null
    from reviews where submitted_at >= ${range.from} and submitted_at < ${range.until}`.execute(db);
  const counts = rows.find((row) => row.assigned !== null);
  const days = rows.flatMap((row) =>
    row.created_at && row.submitted_at ? [daysBetween(row.created_at, row.submitted_at)] : [],
  );
  return {
    assigned: Number(counts?.assigned ?? 0),
    submitted: days.length,
    overdue: Number(counts?.overdue ?? 0),
    median_days_to_submit: oneDecimal(median(days)),
  };
}
