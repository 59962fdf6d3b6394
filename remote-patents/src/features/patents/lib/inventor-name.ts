import type { InventorSummary } from '@inventor-portal/shared/schemas';

/** The name shown for an inventor: preferred name, else full name, else the id. */
export function inventorName(
  inventor: Pick<InventorSummary, 'id' | 'preferred_name' | 'full_name'>,
): string {
  return inventor.preferred_name?.trim() || inventor.full_name?.trim() || String(inventor.id);
}
