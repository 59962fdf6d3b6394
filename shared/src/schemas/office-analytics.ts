import { z } from 'zod';

/**
 * Office analytics (API.md Part 3, issue 32). The definitions, written once (docs/analytics.md):
 *
 * - A ticket counts once sent (drafts never count); its submission time is its `created_at`,
 *   the time the office dashboard also measures from.
 * - Its decision is its first approval or refusal in its status history (`ticket_history`), as
 *   on the office dashboard; `days_to_decision` runs from submission to that decision.
 * - Periods are calendar periods in UTC: `2026-03`, `2026-Q1`, `2026`.
 */
export const ANALYTICS_GROUPS = ['month', 'quarter', 'year'] as const;
export type AnalyticsGroup = (typeof ANALYTICS_GROUPS)[number];

/** The affiliation label of tickets whose submitter has none. */
export const NO_AFFILIATION = 'None';

const BAD_DATE = 'Enter a valid date (YYYY-MM-DD).';

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const calendarDaySchema = z.string().refine((day) => {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}, BAD_DATE);

export const FROM_AFTER_TO = '`from` is after `to`.';

/** The query of `GET /api/office/analytics/` (each part optional: the last 12 months by month). */
export const analyticsQuerySchema = z
  .object({
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
    group: z.enum(ANALYTICS_GROUPS, { message: 'Choose month, quarter or year.' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: FROM_AFTER_TO, path: ['from'] });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** `?year=YYYY` of the annual report (1970–9999). */
export const analyticsReportQuerySchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, 'Enter a year (YYYY).')
    .transform(Number)
    .refine((year) => year >= 1970, 'Enter a year (YYYY).'),
});

const count = z.number().int().nonnegative();
const days = z.number().nonnegative().nullable();
const share = z.number().min(0).max(1);

export const officeAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(ANALYTICS_GROUPS),
  submitted: z.array(z.object({ period: z.string(), count })),
  decided: z.array(z.object({ period: z.string(), approved: count, refused: count })),
  status: z.object({ pending: count, needs_info: count, approved: count, refused: count }),
  affiliations: z.array(z.object({ affiliation: z.string(), count })),
  days_to_decision: z.object({ median: days, p90: days }),
  /** Additive (docs/api.md): the median and p90 of the decisions of each period. */
  days_to_decision_by_period: z.array(z.object({ period: z.string(), median: days, p90: days })),
  needs_info_share: share,
  fully_confirmed_share: share,
  reviews: z.object({
    assigned: count,
    submitted: count,
    overdue: count,
    median_days_to_submit: days,
  }),
});
export type OfficeAnalytics = z.infer<typeof officeAnalyticsSchema>;
