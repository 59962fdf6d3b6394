import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const ACTIVITY_TYPES = ['create', 'update', 'add', 'approve', 'delete', 'refuse'] as const;

export const activityLogSchema = z.object({
  id: z.number().int(),
  activity_type: z.string(),
  action: z.string(),
  created_at: z.string(),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;
