import type { ReviewQueueFilter, ReviewSummary } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { reviewQueueCondition } from './review.mapper';
import { reviewSummaries } from './reviews.repository';

/**
 * What the office queue reads of committee review (API.md Part 3): each row's
 * `review_summary` (one grouped query for the page's rows) and the `review=` filter's
 * condition on `tickets.id`. Imports nothing of the tickets module, which calls it.
 */
export function ticketReviewSummaries(
  db: Db,
  ticketIds: number[],
): Promise<Map<number, ReviewSummary>> {
  return reviewSummaries(db, ticketIds);
}

export function reviewFilterCondition(filter: ReviewQueueFilter, today: string) {
  return reviewQueueCondition(filter, today);
}
