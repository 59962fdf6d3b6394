import type { AnalyticsGroup } from '@inventor-portal/shared/schemas';

/**
 * Calendar periods in UTC (API.md Part 3): a month `2026-03`, a quarter `2026-Q1`, a year
 * `2026`. Days are `YYYY-MM-DD`; a month is the first 7 characters of an ISO time.
 */

/** The period of a month `YYYY-MM` in a grouping. */
export function periodOfMonth(month: string, group: AnalyticsGroup): string {
  if (group === 'month') return month;
  const year = month.slice(0, 4);
  if (group === 'year') return year;
  return `${year}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;
}

/** Every period from the one of day `from` to the one of day `to`, in order. */
export function periodsBetween(from: string, to: string, group: AnalyticsGroup): string[] {
  const periods: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = periodOfMonth(to.slice(0, 7), group);
  for (;;) {
    const period = periodOfMonth(`${year}-${String(month).padStart(2, '0')}`, group);
    if (periods[periods.length - 1] !== period) periods.push(period);
    if (period === last) return periods;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The default range ending on `today`: the first day of the month 11 months before, to today. */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const start = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: start, to: today };
}

/** The month after `month` (`YYYY-MM`). */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12 ? `${year + 1}-01` : `${month.slice(0, 5)}${String(next).padStart(2, '0')}`;
}

/** A range of days cut in whole calendar months and the days left at its edges. */
export interface SplitRange {
  /** The whole months of the range, `from` included, `until` excluded (`YYYY-MM`); or null. */
  months: { from: string; until: string } | null;
  /** The days outside them, each `{from, to}` both included (`YYYY-MM-DD`): none to two. */
  edges: Array<{ from: string; to: string }>;
}

/**
 * Cuts the days `from`..`to` (both included) in whole calendar months, read from the kept
 * monthly sums, and the partial months at either end, read ticket by ticket.
 */
export function splitRange(from: string, to: string): SplitRange {
  const firstWhole = from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const endsMonth = nextDay(to).endsWith('-01');
  const untilWhole = endsMonth ? nextMonth(to.slice(0, 7)) : to.slice(0, 7);
  if (firstWhole >= untilWhole) return { months: null, edges: [{ from, to }] };
  const edges: SplitRange['edges'] = [];
  if (`${firstWhole}-01` !== from) {
    edges.push({ from, to: lastDayBefore(`${firstWhole}-01`) });
  }
  if (!endsMonth) edges.push({ from: `${untilWhole}-01`, to });
  return { months: { from: firstWhole, until: untilWhole }, edges };
}

/** The day before `day` (`YYYY-MM-DD`). */
function lastDayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
