import type { InventorSummary } from '@inventor-portal/shared/schemas';

/** A person's display name; an inventor that could not be loaded shows as its id (spec §7). */
export function inventorName(inventor: InventorSummary | null | undefined, id: number): string {
  return inventor?.preferred_name?.trim() || inventor?.full_name?.trim() || String(id);
}
