import type { Transaction } from 'kysely';
import type { Affiliation, InventorSummary } from '@inventor-portal/shared/schemas';
import type { DB, Db, Dialect } from '@server/db/database';
import { notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { listAffiliations as listAffiliationRows } from './affiliation.repository';
import { coInventorIds, searchInventorIds, type IdPage } from './co-inventor.repository';
import { inventorSummaries } from './inventor.mapper';
import {
  buildSearchText,
  insertInventor,
  insertNameVariants,
  refreshInventorSearchText,
  replaceNameVariants,
  updateInventor as updateInventorRow,
  type InventorUpdate,
} from './inventor.repository';

type Page = { offset: number; pageSize: number };

/** Summaries of a page of ids, in the page's order (one query for the whole page). */
async function summariesOf(
  db: Db,
  page: IdPage,
): Promise<{ count: number; results: InventorSummary[] }> {
  const summaries = await inventorSummaries(db, page.ids);
  return { count: page.count, results: page.ids.flatMap((id) => summaries.get(id) ?? []) };
}

/** Any signed-in user may look any inventor up: the summary never holds email or phone. */
export async function getInventorSummary(db: Db, id: number): Promise<InventorSummary> {
  const summary = (await inventorSummaries(db, [id])).get(id);
  if (!summary) throw notFound();
  return summary;
}

/** Inventors whose names or name variants contain `name` (case- and accent-insensitive), by name. */
export async function searchInventors(
  db: Db,
  dialect: Dialect,
  name: string,
  page: Page,
): Promise<{ count: number; results: InventorSummary[] }> {
  return summariesOf(db, await searchInventorIds(db, dialect, name, page));
}

/** Everyone sharing at least one patent with the inventor, the inventor excluded, by name. */
export async function listCoInventors(
  db: Db,
  inventorId: number,
  page: Page,
): Promise<{ count: number; results: InventorSummary[] }> {
  return summariesOf(db, await coInventorIds(db, inventorId, page));
}

/** One page of affiliations by name (public: the create-account screen needs them). */
export function listAffiliations(
  db: Db,
  page: Page,
): Promise<{ count: number; results: Affiliation[] }> {
  return listAffiliationRows(db, page);
}

export interface NewInventorValues {
  preferred_name: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  orcid: string | null;
  affiliation_id: number | null;
  name_variants: string[];
  /** A stored photo key (the demo seed); none by default. */
  image?: string | null;
  /** Defaults to now (the demo seed backdates its people). */
  created_at?: string;
}

/**
 * Creates an inventor with its name variants and the search text derived from all its names
 * (what inventor search and the patents search read). Runs inside the caller's transaction.
 */
export async function createInventor(
  trx: Transaction<DB>,
  values: NewInventorValues,
): Promise<number> {
  const { name_variants, image, created_at, ...fields } = values;
  const id = await insertInventor(trx, {
    ...fields,
    image: image ?? null,
    search_text: buildSearchText([fields.preferred_name, fields.full_name, ...name_variants]),
    created_at: created_at ?? nowIso(),
  });
  // A new id has no variants to replace (they go with their inventor: cascading delete).
  await insertNameVariants(trx, id, name_variants);
  return id;
}

/**
 * Changes an inventor's fields and, when given, replaces its name variants; the search text
 * follows. Runs inside the caller's transaction. With the variants and the names before the
 * change (`current`), every name is known: the search text is written with the row, not read
 * back and rewritten.
 */
export async function updateInventor(
  trx: Transaction<DB>,
  inventorId: number,
  values: InventorUpdate,
  nameVariants?: string[],
  current?: { preferred_name: string | null; full_name: string | null },
): Promise<void> {
  if (nameVariants && current) {
    const searchText = buildSearchText([
      values.preferred_name ?? current.preferred_name,
      values.full_name !== undefined ? values.full_name : current.full_name,
      ...nameVariants,
    ]);
    await updateInventorRow(trx, inventorId, values, searchText);
    await replaceNameVariants(trx, inventorId, nameVariants);
    return;
  }
  await updateInventorRow(trx, inventorId, values);
  if (nameVariants) await replaceNameVariants(trx, inventorId, nameVariants);
  await refreshInventorSearchText(trx, inventorId);
}

/** Inventor reads other modules need (accounts, tickets, patents): from here, not the repository. */
export { cachedInventorCounts } from './inventor-counts-cache';
export {
  findAffiliation,
  findInventorIdByEmail,
  findInventorNames,
  findInventorRow,
  inventorCounts,
  inventorNameIndex,
  nameVariants,
  type InventorUpdate,
} from './inventor.repository';
