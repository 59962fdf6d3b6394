import {
  NO_AFFILIATION,
  type AnalyticsGroup,
  type OfficeAnalytics,
} from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { officeToday } from '@server/lib/office-calendar';
import { daysBetween, median, oneDecimal, percentile, shareOf } from '@server/lib/statistics';
import {
  firstDecisionsIn,
  submittedByAffiliation,
  submittedByMonth,
  type TimeRange,
} from './analytics.repository';
import { lastTwelveMonths, nextDay, periodOfMonth, periodsBetween } from './analytics.periods';
import { reviewFigures } from './analytics.reviews';

export interface AnalyticsRange {
  from?: string;
  to?: string;
  group?: AnalyticsGroup;
}

const STATUSES = ['pending', 'needs_info', 'approved', 'refused'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string): value is Status =>
  (STATUSES as readonly string[]).includes(value);

/** Median and 90th percentile (days, one decimal) of a list of durations. */
const spread = (values: number[]) => ({
  median: oneDecimal(median(values)),
  p90: oneDecimal(percentile(values, 90)),
});

/**
 * The office's figures over a range of days (API.md Part 3; definitions in docs/analytics.md).
 * Without `from`/`to`: the last 12 months by month, ending on the office's today.
 */
export async function getOfficeAnalytics(
  db: Db,
  query: AnalyticsRange,
  now: Date = new Date(),
): Promise<OfficeAnalytics> {
  const fallback = lastTwelveMonths(officeToday(now));
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? (to < fallback.from ? to : fallback.from);
  const group = query.group ?? 'month';
  const range: TimeRange = { from: `${from}T00:00:00.000Z`, until: `${nextDay(to)}T00:00:00.000Z` };

  const [byMonth, byAffiliation, decisions, reviews] = await Promise.all([
    submittedByMonth(db, range),
    submittedByAffiliation(db, range),
    firstDecisionsIn(db, range),
    reviewFigures(db, range, now),
  ]);

  const periods = periodsBetween(from, to, group);
  const submitted = new Map(periods.map((p) => [p, 0]));
  const status: Record<Status, number> = { pending: 0, needs_info: 0, approved: 0, refused: 0 };
  let total = 0;
  let neededInfo = 0;
  let fullyConfirmed = 0;
  for (const row of byMonth) {
    const period = periodOfMonth(row.month, group);
    submitted.set(period, (submitted.get(period) ?? 0) + row.count);
    if (isStatus(row.status)) status[row.status] += row.count;
    total += row.count;
    neededInfo += row.needed_info;
    fullyConfirmed += row.fully_confirmed;
  }

  const decided = new Map(periods.map((p) => [p, { approved: 0, refused: 0 }]));
  const durations = new Map<string, number[]>(periods.map((p) => [p, []]));
  for (const row of decisions) {
    const period = periodOfMonth(row.decided_at.slice(0, 7), group);
    const counts = decided.get(period);
    if (counts && (row.status === 'approved' || row.status === 'refused')) counts[row.status] += 1;
    durations.get(period)?.push(daysBetween(row.submitted_at, row.decided_at));
  }

  return {
    from,
    to,
    group,
    submitted: periods.map((period) => ({ period, count: submitted.get(period) ?? 0 })),
    decided: periods.map((period) => ({
      period,
      ...(decided.get(period) ?? { approved: 0, refused: 0 }),
    })),
    status,
    affiliations: byAffiliation
      .map((row) => ({ affiliation: row.affiliation ?? NO_AFFILIATION, count: row.count }))
      .sort((a, b) => b.count - a.count || a.affiliation.localeCompare(b.affiliation)),
    days_to_decision: spread(decisions.map((d) => daysBetween(d.submitted_at, d.decided_at))),
    days_to_decision_by_period: periods.map((period) => ({
      period,
      ...spread(durations.get(period) ?? []),
    })),
    needs_info_share: shareOf(neededInfo, total),
    fully_confirmed_share: shareOf(fullyConfirmed, total),
    reviews,
  };
}
