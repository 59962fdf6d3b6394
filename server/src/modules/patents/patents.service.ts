import type { Insertable, Transaction } from 'kysely';
import type { PatentDetail, PatentListItem } from '@inventor-portal/shared/schemas';
import type { DB, Db, PatentTable } from '@server/db/database';
import { notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { toPatentDetail, toPatentListItem } from './patent.mapper';
import {
  findVisiblePatent,
  insertPatent,
  listVisiblePatents,
  refreshPatentSearchText,
  replacePatentInventors,
  replacePatentSchemas,
  updatePatentRow,
  type PatentListOptions,
} from './patent.repository';
import { patentRelated } from './patent-related.repository';
import { insertPatentInventors, insertPatentSchemas } from './patent-write.repository';

/*
 * A patent is visible only to its inventors. Patents are written by the office's tools (the
 * importers, the demo seed), never through the inventors' API.
 */

/** One page of the caller's patents (searched, ordered) with their inventors, and the total. */
export async function listPatents(
  db: Db,
  inventorId: number,
  options: PatentListOptions,
): Promise<{ count: number; results: PatentListItem[] }> {
  const { count, rows } = await listVisiblePatents(db, inventorId, options);
  const { inventors, schemas } = await patentRelated(
    db,
    rows.map((r) => r.id),
  );
  const results = rows.map((row) =>
    toPatentListItem(row, schemas.get(row.id) ?? [], inventors.get(row.id) ?? []),
  );
  return { count, results };
}

/** The patent, if the caller is one of its inventors; else the same 404 as a missing one. */
export async function getPatent(db: Db, id: number, inventorId: number): Promise<PatentDetail> {
  const row = await findVisiblePatent(db, id, inventorId);
  if (!row) throw notFound();
  const { inventors, schemas } = await patentRelated(db, [id]);
  return toPatentDetail(
    row,
    schemas.get(id) ?? [],
    (inventors.get(id) ?? []).map((inventor) => inventor.id),
  );
}

/** A patent's own columns (the search text is derived here; `created_at` defaults to now). */
export type PatentFields = Omit<Insertable<PatentTable>, 'id' | 'search_text' | 'created_at'> & {
  created_at?: string;
};

export interface PatentWrite {
  fields: PatentFields;
  /** In position order; an inventor named twice is kept once. */
  inventorIds: number[];
  schemas: string[];
}

/**
 * Creates (no `existingId`) or replaces a patent with its inventors and schema URLs, and
 * derives its search text (title and inventor names): read back under the transaction, or
 * `searchText` when the caller knows the names already. Runs inside the caller's transaction,
 * so a patent is never seen half written.
 */
export async function savePatent(
  trx: Transaction<DB>,
  patent: PatentWrite,
  existingId?: number,
  searchText?: string,
): Promise<number> {
  const { created_at, ...fields } = patent.fields;
  let id = existingId;
  if (id === undefined) {
    id = await insertPatent(trx, {
      ...fields,
      search_text: searchText ?? '',
      created_at: created_at ?? nowIso(),
    });
    // A new id has no links to replace (they go with their patent: cascading delete).
    await insertPatentInventors(trx, id, patent.inventorIds);
    await insertPatentSchemas(trx, id, patent.schemas);
  } else {
    await updatePatentRow(
      trx,
      id,
      searchText === undefined ? fields : { ...fields, search_text: searchText },
    );
    await replacePatentInventors(trx, id, patent.inventorIds);
    await replacePatentSchemas(trx, id, patent.schemas);
  }
  if (searchText === undefined) await refreshPatentSearchText(trx, [id]);
  return id;
}

/** Whether a person may read a patent's document or schema image (the files module asks). */
export { documentVisibleTo } from './patent.repository';
export { schemaImageVisibleTo } from './patent-schema-access.repository';
