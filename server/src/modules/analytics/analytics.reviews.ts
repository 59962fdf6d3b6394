import type { OfficeAnalytics } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import type { TimeRange } from './analytics.repository';

/**
 * The committee's figures over the range (`reviews` of API.md Part 3). The committee review
 * (its `reviews` table) is not part of this branch yet: until it is, there is nothing to count.
 */
export async function reviewFigures(
  _db: Db,
  _range: TimeRange,
  _now: Date,
): Promise<OfficeAnalytics['reviews']> {
  return { assigned: 0, submitted: 0, overdue: 0, median_days_to_submit: null };
}
