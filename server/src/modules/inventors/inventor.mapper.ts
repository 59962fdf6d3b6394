import type { Inventor, InventorSummary } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { uploadUrl } from '@server/lib/uploads';

/** An inventor row joined with its affiliation name (what the mappers read). */
export interface InventorRow {
  id: number;
  preferred_name: string | null;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  orcid: string | null;
  image: string | null;
  affiliation_name: string | null;
}

export interface InventorCounts {
  patents_count: number;
  tickets_count: number;
  co_inventors_count: number;
}

/** Public URL of a profile photo (served under /api/files/photos/<key>), or null. */
export const imageUrl = (key: string | null | undefined): string | null =>
  uploadUrl('photos', key ?? null);

/** Row -> the inventor summary (`inventorSummarySchema`). Never email or phone. */
export function toInventorSummary(
  row: Pick<InventorRow, 'id' | 'preferred_name' | 'full_name' | 'image' | 'affiliation_name'>,
): InventorSummary {
  const image = imageUrl(row.image);
  return {
    id: row.id,
    preferred_name: row.preferred_name,
    full_name: row.full_name,
    affiliation: row.affiliation_name,
    image,
    avatar: image,
  };
}

/** Row + name variants + counts -> the caller's own inventor, as `me` returns it. */
export function toOwnInventor(
  row: InventorRow,
  nameVariants: string[],
  counts: InventorCounts,
  mustChangePassword: boolean,
): Inventor {
  return {
    ...toInventorSummary(row),
    email: row.email,
    phone: row.phone,
    orcid: row.orcid,
    name_variant: nameVariants,
    patents_count: counts.patents_count,
    tickets_count: counts.tickets_count,
    co_inventors_count: counts.co_inventors_count,
    must_change_password: mustChangePassword,
  };
}

/**
 * The columns of an inventor summary: `inventors` left-joined with `affiliations` (every query
 * that shows inventors selects these, then adds what it needs).
 */
export const INVENTOR_SUMMARY_COLUMNS = [
  'inventors.id',
  'inventors.preferred_name',
  'inventors.full_name',
  'inventors.image',
  'affiliations.name as affiliation_name',
] as const;

/** The contact columns an inventor row adds to its summary. */
export const INVENTOR_CONTACT_COLUMNS = [
  'inventors.email',
  'inventors.phone',
  'inventors.orcid',
] as const;

/** Selects inventors joined with their affiliation name, in the InventorRow shape. */
export function selectInventorRows(db: Db) {
  return db
    .selectFrom('inventors')
    .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
    .select([...INVENTOR_SUMMARY_COLUMNS, ...INVENTOR_CONTACT_COLUMNS]);
}

/** Summaries for many inventors in one query (no per-row queries); unknown ids are absent. */
export async function inventorSummaries(
  db: Db,
  ids: number[],
): Promise<Map<number, InventorSummary>> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id)))];
  const map = new Map<number, InventorSummary>();
  if (unique.length === 0) return map;
  const rows = await db
    .selectFrom('inventors')
    .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
    .select(INVENTOR_SUMMARY_COLUMNS)
    .where('inventors.id', 'in', unique)
    .execute();
  for (const row of rows) map.set(row.id, toInventorSummary(row));
  return map;
}
