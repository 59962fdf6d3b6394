import { z } from 'zod';

/**
 * The `params` of a notification or an activity: its event's parameters as JSON (strings,
 * numbers, null). Loose on purpose: a client renders the events it knows
 * (`@inventor-portal/shared/events`) and shows `message` / `action` for the others.
 */
export const feedParamsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type FeedParams = z.infer<typeof feedParamsSchema>;

/**
 * A notification of the bell. `message` is its text in the reader's language (the account's),
 * rendered from `event` and `params` when read; a screen renders `event` and `params` itself
 * through the `events` catalog (`useFeedText`), in the page's language.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  event: z.string(),
  params: feedParamsSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const ACTIVITY_TYPES = ['create', 'update', 'add', 'approve', 'delete', 'refuse'] as const;

/** An entry of the activity timeline: `action` is its text, like a notification's `message`. */
export const activityLogSchema = z.object({
  id: z.number().int(),
  activity_type: z.string(),
  action: z.string(),
  created_at: z.string(),
  event: z.string(),
  params: feedParamsSchema,
});
export type ActivityLog = z.infer<typeof activityLogSchema>;
