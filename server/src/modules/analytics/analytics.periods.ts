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

/** Days of one calendar month, `from` included, `until` excluded, added (1) or taken out (-1). */
export interface DayPart {
  month: string;
  from: string;
  until: string;
  sign: 1 | -1;
}

/** What a range of days is read from: a range of whole months, and days added or taken out. */
export interface SplitRange {
  /** Months read from the monthly sums, `from` included, `until` excluded (`YYYY-MM`); or null. */
  months: { from: string; until: string } | null;
  /** Days read from the daily sums (none to four). */
  days: DayPart[];
}

const daysFrom = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Cuts the days `from`..`to` (both included) into what the kept sums give exactly: the months
 * the range covers whole, from the monthly sums; a month it covers in part either as its days
 * in the range (added), or, when fewer days of the month are outside the range, as the whole
 * month less its days outside the range (taken out). The default range (up to today) is thus
 * its months less the days after today. The months read whole are always consecutive.
 */
export function splitRange(from: string, to: string): SplitRange {
  const until = nextDay(to);
  const days: DayPart[] = [];
  let first: string | null = null;
  let last: string | null = null;
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const start = `${month}-01`;
    const end = `${nextMonth(month)}-01`;
    const inFrom = from > start ? from : start;
    const inUntil = until < end ? until : end;
    const inside = daysFrom(inFrom, inUntil);
    if (2 * inside <= daysFrom(start, end)) {
      days.push({ month, from: inFrom, until: inUntil, sign: 1 });
      continue;
    }
    first ??= month;
    last = month;
    if (inFrom > start) days.push({ month, from: start, until: inFrom, sign: -1 });
    if (inUntil < end) days.push({ month, from: inUntil, until: end, sign: -1 });
  }
  return { months: first && last ? { from: first, until: nextMonth(last) } : null, days };
}
