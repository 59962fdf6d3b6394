import type { Comment, Notification } from '@inventor-portal/shared/schemas';

/**
 * What the events stream (`GET /api/accounts/events/`) sends, and to which accounts. `ref`
 * stands for a comment too large for a PostgreSQL NOTIFY payload: the receiving instance reads
 * it from the database (live/pg-channel.ts).
 */
export type LiveEvent =
  | { userIds: number[]; name: 'notification'; data: Notification }
  | { userIds: number[]; name: 'comment'; data: { ticket: number; comment: Comment } };

export type LiveEventName = LiveEvent['name'];
