import {
  NO_AFFILIATION,
  type AnalyticsGroup,
  type OfficeAnalytics,
} from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { officeToday } from '@server/lib/office-calendar';
import { countedPercentiles, DAY_MS, oneDecimal, shareOf } from '@server/lib/statistics';
import { rangeFigures, type TimeRange } from './analytics.repository';
import {
  lastTwelveMonths,
  nextDay,
  periodOfMonth,
  periodsBetween,
  splitRange,
} from './analytics.periods';
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

/** Median and 90th percentile (days, one decimal) of durations in days with their counts. */
const spread = (counts: ReadonlyMap<number, number> = new Map()) => {
  const [median, p90] = countedPercentiles(counts, [50, 90]);
  return { median: oneDecimal(median), p90: oneDecimal(p90) };
};

/** Adds `n` to the count of `key`. */
const addTo = (counts: Map<number, number>, key: number, n: number) =>
  counts.set(key, (counts.get(key) ?? 0) + n);

/**
 * The office's figures over a range of days (API.md Part 3; definitions in docs/analytics.md).
 * Without `from`/`to`: the last 12 months by month, ending on the office's today.
 */
export async function getOfficeAnalytics(
  db: Db,
  query: AnalyticsRange,
  now: Date = new Date(),
): Promise<OfficeAnalytics> {
  const today = officeToday(now);
  const fallback = lastTwelveMonths(today);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? (to < fallback.from ? to : fallback.from);
  const group = query.group ?? 'month';
  const range: TimeRange = { from: `${from}T00:00:00.000Z`, until: `${nextDay(to)}T00:00:00.000Z` };

  // Months from the monthly sums, days added or taken out from the daily ones (splitRange).
  const figures = await rangeFigures(db, splitRange(from, to), range, today);

  const periods = periodsBetween(from, to, group);
  const submitted = new Map(periods.map((p) => [p, 0]));
  const status: Record<Status, number> = { pending: 0, needs_info: 0, approved: 0, refused: 0 };
  let total = 0;
  let neededInfo = 0;
  let fullyConfirmed = 0;
  for (const row of figures.submitted) {
    const period = periodOfMonth(row.month, group);
    submitted.set(period, (submitted.get(period) ?? 0) + row.count);
    if (isStatus(row.status)) status[row.status] += row.count;
    total += row.count;
    neededInfo += row.needed_info;
    fullyConfirmed += row.fully_confirmed;
  }

  const decided = new Map(periods.map((p) => [p, { approved: 0, refused: 0 }]));
  // Per period and overall: days to decision → how many decisions took them (signed rows added).
  const durations = new Map(periods.map((p) => [p, new Map<number, number>()]));
  const allDurations = new Map<number, number>();
  for (const month of figures.decisions) {
    const period = periodOfMonth(month.month, group);
    const counts = decided.get(period);
    if (counts) {
      counts.approved += month.approved;
      counts.refused += month.refused;
    }
    const ofPeriod = durations.get(period);
    for (const [ms, n] of month.durations) {
      // Days as statistics.daysBetween measures them (the duration is exact, in ms).
      const days = ms / DAY_MS;
      if (ofPeriod) addTo(ofPeriod, days, n);
      addTo(allDurations, days, n);
    }
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
    affiliations: figures.affiliations
      .map((row) => ({ affiliation: row.affiliation ?? NO_AFFILIATION, count: row.count }))
      .sort((a, b) => b.count - a.count || a.affiliation.localeCompare(b.affiliation)),
    days_to_decision: spread(allDurations),
    days_to_decision_by_period: periods.map((period) => ({
      period,
      ...spread(durations.get(period)),
    })),
    needs_info_share: shareOf(neededInfo, total),
    fully_confirmed_share: shareOf(fullyConfirmed, total),
    reviews: reviewFigures(figures.reviews),
  };
}
