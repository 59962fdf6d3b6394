import { sql, type RawBuilder } from 'kysely';
import type { OfficeAnalytics } from '@inventor-portal/shared/schemas';
import { daysBetween, median, oneDecimal } from '@server/lib/statistics';
import type { TimeRange } from './analytics.repository';

/** A review still expected: neither submitted nor closed by a declared conflict. */
const OPEN_STATES = ['invited', 'in_progress'] as const;

/** What the statement reads of the committee's reviews over a range. */
export interface ReviewRows {
  /** Reviews assigned (created) in the range. */
  assigned: number;
  /** Of them, still open and due before the office's today. */
  overdue: number;
  /** Reviews submitted in the range: when each was assigned and submitted (ISO times). */
  submitted: Array<[string, string]>;
}

/**
 * The committee's part of the analytics statement (rows of `rangeFigures`' union):
 *
 * - `review_counts` (one row): -, -; assigned, overdue, -. From
 *   `reviews_analytics_created_idx (created_at, state, due_date)` alone (migration 018).
 * - `review_submitted` (one row per review): assigned at, submitted at. From
 *   `reviews_analytics_submitted_idx (submitted_at, created_at)` alone.
 */
export function reviewParts(range: TimeRange, today: string): RawBuilder<unknown>[] {
  const open = sql.join(OPEN_STATES.map((state) => sql`${state}`));
  return [
    sql`select 'review_counts' as figure, null as k1, null as k2, count(*) as n1,
        coalesce(sum(case when state in (${open}) and due_date < ${today} then 1 else 0 end), 0)
          as n2, 0 as n3
      from reviews where created_at >= ${range.from} and created_at < ${range.until}`,
    sql`select 'review_submitted' as figure, created_at as k1, submitted_at as k2,
        0 as n1, 0 as n2, 0 as n3
      from reviews where submitted_at >= ${range.from} and submitted_at < ${range.until}`,
  ];
}

/**
 * The committee's figures over the range (`reviews` of API.md Part 3; docs/analytics.md):
 *
 * - `assigned`: reviews assigned (created) in the range;
 * - `submitted`: reviews submitted in the range;
 * - `overdue`: reviews assigned in the range, still open (invited or in progress: not submitted,
 *   no conflict declared) and whose due date is before the office's today;
 * - `median_days_to_submit`: over the reviews submitted in the range, the median number of days
 *   from assignment to submission (one decimal), null when none.
 */
export function reviewFigures(rows: ReviewRows): OfficeAnalytics['reviews'] {
  const days = rows.submitted.map(([assigned, submitted]) => daysBetween(assigned, submitted));
  return {
    assigned: rows.assigned,
    submitted: days.length,
    overdue: rows.overdue,
    median_days_to_submit: oneDecimal(median(days)),
  };
}
