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
 * `percentile` over values given with how many times each occurs (`[value, count]`, any order,
 * counts of 0 ignored), for each of `ps`: the same figures as `percentile` over the list they
 * stand for (null when it is empty). The entries are sorted once.
 */
export function weightedPercentiles(
  entries: ReadonlyArray<readonly [number, number]>,
  ps: readonly number[],
): Array<number | null> {
  const merged = new Map<number, number>();
  for (const [value, n] of entries) if (n > 0) merged.set(value, (merged.get(value) ?? 0) + n);
  const sorted = [...merged].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  const valueAt = (position: number): number => {
    let seen = 0;
    for (const [value, n] of sorted) {
      seen += n;
      if (position < seen) return value;
    }
    return sorted[sorted.length - 1][0];
  };
  return ps.map((p) => {
    if (total === 0) return null;
    const rank = ((total - 1) * p) / 100;
    const low = valueAt(Math.floor(rank));
    return low + (valueAt(Math.ceil(rank)) - low) * (rank - Math.floor(rank));
  });
}
