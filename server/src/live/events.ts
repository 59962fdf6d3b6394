import type { Comment, Notification } from '@inventor-portal/shared/schemas';

/**
 * What the events stream (`GET /api/accounts/events/`) sends, and to which accounts. `ref`
 * stands for a comment too large for a PostgreSQL NOTIFY payload: the receiving instance reads
 * it from the database (live/pg-channel.ts).
 */
export type LiveEvent =
  | { userIds: number[]; name: 'notification'; data: Notification }
  | { userIds: number[]; name: 'comment'; data: { ticket: number; comment: Comment } }
  /** To the office (API.md Part 3 "Committee review"): a reviewer submitted a review. */
  | { userIds: number[]; name: 'review_submitted'; data: { ticket: number; review: number } };

export type LiveEventName = LiveEvent['name'];
