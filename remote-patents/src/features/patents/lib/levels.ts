/** TRL and CRL are 0–9 (spec §9); anything outside, or missing, is clamped into that range. */
export const MIN_LEVEL = 0;
export const MAX_LEVEL = 9;

export function clampLevel(value: number | null | undefined): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : MIN_LEVEL;
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, n));
}
