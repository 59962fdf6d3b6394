/**
 * The office's figures, defined once (docs/analytics.md): the office dashboard and the analytics
 * page measure days to a decision, and take their median, with these.
 */

export const DAY_MS = 86_400_000;

/** The median of `values` (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/**
 * The `p`th percentile of `values` (0–100), interpolated between the two nearest ranks (the
 * median for p = 50: the mean of the two middle values of an even count); null when empty.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = ((sorted.length - 1) * p) / 100;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/** Days between two ISO times, never negative (a decision recorded before its ticket: 0). */
export const daysBetween = (from: string, to: string): number =>
  Math.max(0, (Date.parse(to) - Date.parse(from)) / DAY_MS);

/** One decimal (days), null kept. */
export const oneDecimal = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10) / 10;

/** A share 0–1 with two decimals; 0 of nothing. */
export const shareOf = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 100) / 100;

/**
 * `percentile` over values given with how many times each occurs (`counts`: value → count), for
 * each of `ps`: the same figures as `percentile` over the list they stand for (null when it is
 * empty). A value whose count is 0 or less is left out (the caller may add up signed counts).
 */
export function countedPercentiles(
  counts: ReadonlyMap<number, number>,
  ps: readonly number[],
): Array<number | null> {
  const values: number[] = [];
  let total = 0;
  for (const [value, n] of counts) {
    if (n <= 0) continue;
    values.push(value);
    total += n;
  }
  if (total === 0) return ps.map(() => null);
  const sorted = Float64Array.from(values).sort();
  /** The value at a 0-based position of the expanded, sorted list. */
  const valueAt = (position: number): number => {
    let seen = 0;
    for (const value of sorted) {
      seen += counts.get(value) ?? 0;
      if (position < seen) return value;
    }
    return sorted[sorted.length - 1];
  };
  return ps.map((p) => {
    const rank = ((total - 1) * p) / 100;
    const low = valueAt(Math.floor(rank));
    return low + (valueAt(Math.ceil(rank)) - low) * (rank - Math.floor(rank));
  });
}
