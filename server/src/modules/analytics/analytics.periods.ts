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
