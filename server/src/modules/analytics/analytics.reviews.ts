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
 * Reads `reviews_analytics_created_idx` and `reviews_analytics_submitted_idx` (migration 018).
 */
export async function reviewFigures(
  db: Db,
  range: TimeRange,
  now: Date,
): Promise<OfficeAnalytics['reviews']> {
  const today = officeToday(now);
  const [assigned, overdue, submitted] = await Promise.all([
    db
      .selectFrom('reviews')
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.until)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reviews')
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.until)
      .where('state', 'in', OPEN_STATES)
      .where('due_date', '<', today)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reviews')
      .where('submitted_at', '>=', range.from)
      .where('submitted_at', '<', range.until)
      .select(['created_at', 'submitted_at'])
      .execute(),
  ]);
  const days = submitted.flatMap((row) =>
    row.submitted_at ? [daysBetween(row.created_at, row.submitted_at)] : [],
  );
  return {
    assigned: Number(assigned.n),
    submitted: days.length,
    overdue: Number(overdue.n),
    median_days_to_submit: oneDecimal(median(days)),
  };
}
