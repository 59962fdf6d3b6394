/** The co-inventor id named by a '#inventor-{id}' location hash, else null. */
export function inventorIdFromHash(hash: string): number | null {
  const match = /^#inventor-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

export const pageCount = (count: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, count) / pageSize));
