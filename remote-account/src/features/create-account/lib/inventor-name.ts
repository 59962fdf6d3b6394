import type { InventorSummary } from '@inventor-portal/shared/schemas';

export const inventorName = (inventor: InventorSummary): string =>
  inventor.preferred_name?.trim() || inventor.full_name?.trim() || `Inventor ${inventor.id}`;
