import type { AnalyticsGroup } from '@inventor-portal/shared/schemas';

export const RANGE_PRESETS = ['thisYear', 'last12Months', 'lastYear', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

const firstOfMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);

/** The days of a preset ending on `today` (`YYYY-MM-DD`, the office's today). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (preset === 'thisYear') return { from: `${year}-01-01`, to: today };
  if (preset === 'lastYear') return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  return { from: firstOfMonth(year, month - 1 - 11), to: today };
}

/** A day as the server reads it: `YYYY-MM-DD` that exists. */
export const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Whether a custom range can be asked for (both days valid, `from` not after `to`). */
export const isValidRange = ({ from, to }: DayRange): boolean =>
  isDay(from) && isDay(to) && from <= to;

export const GROUPS: readonly AnalyticsGroup[] = ['month', 'quarter', 'year'];
