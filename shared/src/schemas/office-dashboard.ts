import { z } from 'zod';
import { officeTicketCountsSchema, personRefSchema } from './office';

/** The window of the dashboard's "median days to decision" (issue 19, point 9). */
export const DECISION_WINDOW_DAYS = 90;
/** How many of the oldest pending tickets the dashboard lists. */
export const OLDEST_PENDING_LIMIT = 10;

/** A pending ticket on the dashboard: the oldest first; `age_days` whole days since it was sent. */
export const oldestPendingTicketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  submitter: personRefSchema,
  created_at: z.string(),
  age_days: z.number().int().nonnegative(),
});
export type OldestPendingTicket = z.infer<typeof oldestPendingTicketSchema>;

/**
 * `GET /api/office/dashboard/`: non-draft tickets per status (the review queue's counts without
 * filters), the median number of days from submission to the first decision (approved or
 * refused) over the decisions of the last DECISION_WINDOW_DAYS days — null when there were
 * none — and the OLDEST_PENDING_LIMIT oldest pending tickets.
 */
export const officeDashboardSchema = z.object({
  counts: officeTicketCountsSchema,
  decisions: z.object({
    window_days: z.number().int().positive(),
    count: z.number().int().nonnegative(),
    median_days: z.number().nonnegative().nullable(),
  }),
  oldest_pending: z.array(oldestPendingTicketSchema),
});
export type OfficeDashboard = z.infer<typeof officeDashboardSchema>;
