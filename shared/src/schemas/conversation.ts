import { z } from 'zod';
import { pagedSchema } from './common';
import { ROLES } from './responses/accounts';

export type { Role } from './responses/accounts';

/**
 * The conversation between inventors and the office (API.md Part 2, "Conversation"): ticket
 * comments, per-event notification settings, and the live events stream.
 */

export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_MESSAGES = {
  empty: 'Comment cannot be empty.',
  tooLong: `Max ${COMMENT_MAX_LENGTH} characters`,
} as const;

/** `POST /api/inventors/ticket/{id}/comments/` body: 1–2000 characters after trimming. */
export const commentInputSchema = z.object({
  body: z
    .string({ error: COMMENT_MESSAGES.empty })
    .trim()
    .min(1, COMMENT_MESSAGES.empty)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: commentAuthorSchema,
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = pagedSchema(commentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

/** The events a user can be told about, each in the portal and by email. */
export const NOTIFICATION_EVENTS = [
  'status_changed',
  'comment_added',
  'added_as_inventor',
  'disclosure_deadline',
  // Committee review (API.md Part 3): to the reviewer, then to the office.
  'review_assigned',
  'review_due',
  'review_declared_conflict',
  'review_submitted',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const eventChannelsSchema = z.object({ in_app: z.boolean(), email: z.boolean() }).strict();
export type EventChannels = z.infer<typeof eventChannelsSchema>;

/** `GET /api/accounts/notification-settings/`: every event, every channel (all on by default). */
export const notificationSettingsSchema = z.object({
  status_changed: eventChannelsSchema,
  comment_added: eventChannelsSchema,
  added_as_inventor: eventChannelsSchema,
  disclosure_deadline: eventChannelsSchema,
  review_assigned: eventChannelsSchema,
  review_due: eventChannelsSchema,
  review_declared_conflict: eventChannelsSchema,
  review_submitted: eventChannelsSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/accounts/notification-settings/`: any subset of events and channels. */
export const notificationSettingsInputSchema = z
  .object({
    status_changed: eventChannelsSchema.partial(),
    comment_added: eventChannelsSchema.partial(),
    added_as_inventor: eventChannelsSchema.partial(),
    disclosure_deadline: eventChannelsSchema.partial(),
    review_assigned: eventChannelsSchema.partial(),
    review_due: eventChannelsSchema.partial(),
    review_declared_conflict: eventChannelsSchema.partial(),
    review_submitted: eventChannelsSchema.partial(),
  })
  .partial()
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  status_changed: { in_app: true, email: true },
  comment_added: { in_app: true, email: true },
  added_as_inventor: { in_app: true, email: true },
  disclosure_deadline: { in_app: true, email: true },
  review_assigned: { in_app: true, email: true },
  review_due: { in_app: true, email: true },
  review_declared_conflict: { in_app: true, email: true },
  review_submitted: { in_app: true, email: true },
};

/** Server-Sent Events of `GET /api/accounts/events/`: the event name and its JSON data. */
export const SSE_EVENTS = { notification: 'notification', comment: 'comment' } as const;
export const commentEventSchema = z.object({ ticket: z.number().int(), comment: commentSchema });
export type CommentEvent = z.infer<typeof commentEventSchema>;
