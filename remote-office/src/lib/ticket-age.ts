/** Whole days since `createdAt` (0 on the day it was sent); null for a missing or bad date. */
export function ticketAgeInDays(
  createdAt: string | null | undefined,
  now = Date.now(),
): number | null {
  if (!createdAt) return null;
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return null;
  return Math.max(0, Math.floor((now - time) / 86_400_000));
}
