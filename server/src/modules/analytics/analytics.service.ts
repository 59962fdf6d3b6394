import {
  NO_AFFILIATION,
  type AnalyticsGroup,
  type OfficeAnalytics,
} from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { officeToday } from '@server/lib/office-calendar';
import { DAY_MS, oneDecimal, shareOf, weightedPercentiles } from '@server/lib/statistics';
import {
  decisionsBetween,
  decisionsInMonths,
  submittedBetween,
  submittedByAffiliation,
  submittedInMonths,
  type DecisionRow,
  type SubmittedRow,
  type TimeRange,
} from './analytics.repository';
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

/** Median and 90th percentile (days, one decimal) of durations given as `[days, count]`. */
const spread = (values: Array<[number, number]>) => {
  const [median, p90] = weightedPercentiles(values, [50, 90]);
  return { median: oneDecimal(median), p90: oneDecimal(p90) };
};

/** Whole months from the kept sums, the partial months at the edges ticket by ticket. */
async function readFigures(db: Db, from: string, to: string) {
  const { months, edges } = splitRange(from, to);
  const times: TimeRange[] = edges.map((edge) => ({
    from: `${edge.from}T00:00:00.000Z`,
    until: `${nextDay(edge.to)}T00:00:00.000Z`,
  }));
  const [submitted, affiliations, decisions] = await Promise.all([
    Promise.all([
      months ? submittedInMonths(db, months) : [],
      ...times.map((range) => submittedBetween(db, range)),
    ]),
    submittedByAffiliation(db, months, times),
    Promise.all([
      months ? decisionsInMonths(db, months) : [],
      ...times.map((range) => decisionsBetween(db, range)),
    ]),
  ]);
  return {
    byMonth: submitted.flat<SubmittedRow[][]>(),
    byAffiliation: affiliations,
    decisions: decisions.flat<DecisionRow[][]>(),
  };
}

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

  const [{ byMonth, byAffiliation, decisions }, reviews] = await Promise.all([
    readFigures(db, from, to),
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
  const durations = new Map<string, Array<[number, number]>>(periods.map((p) => [p, []]));
  const allDurations: Array<[number, number]> = [];
  for (const row of decisions) {
    const period = periodOfMonth(row.month, group);
    const counts = decided.get(period);
    if (counts) {
      counts.approved += row.approved;
      counts.refused += row.refused;
    }
    // Days as statistics.daysBetween measures them (the duration is exact, in ms).
    const entry: [number, number] = [row.duration_ms / DAY_MS, row.approved + row.refused];
    durations.get(period)?.push(entry);
    allDurations.push(entry);
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
    days_to_decision: spread(allDurations),
    days_to_decision_by_period: periods.map((period) => ({
      period,
      ...spread(durations.get(period) ?? []),
    })),
    needs_info_share: shareOf(neededInfo, total),
    fully_confirmed_share: shareOf(fullyConfirmed, total),
    reviews,
  };
}
