import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Updateable } from 'kysely';
import { PATENT_ORDERING_FIELDS, type InventorSummary } from '@inventor-portal/shared/schemas';
import type { DB, Db, PatentTable } from '@server/db/database';
import { pageQuery, runPageQuery } from '@server/db/page-with-total';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { containsPattern, normalizeSearch } from '@server/lib/search-text';
import { INVENTOR_SUMMARY_COLUMNS, toInventorSummary } from '../inventors/inventor.mapper';
import type { PatentRow } from './patent.mapper';

type OrderingField = (typeof PATENT_ORDERING_FIELDS)[number];

/** The patents columns of a list item (the inventors' and the office's lists). */
export const PATENT_COLUMNS = [
  'patents.id',
  'patents.title',
  'patents.deposit_number',
  'patents.deposit_document',
  'patents.deposit_date',
  'patents.research_report_document',
  'patents.research_report_result',
  'patents.research_report_date',
  'patents.delivery_document',
  'patents.delivery_date',
  'patents.status',
  'patents.trl_level',
  'patents.crl_level',
  'patents.abstract',
  'patents.contract_type',
  'patents.sector',
  'patents.nature',
  'patents.affiliation',
] as const;

const COLUMN_OF: Record<OrderingField, string> = {
  id: 'id',
  title: 'title',
  deposit_number: 'deposit_number',
  deposit_date: 'deposit_date',
  research_report_result: 'research_report_result',
  research_report_date: 'research_report_date',
  delivery_date: 'delivery_date',
  status: 'status',
  TRL_level: 'trl_level',
  CRL_level: 'crl_level',
  contract_type: 'contract_type',
  sector: 'sector',
  nature: 'nature',
  affiliation: 'affiliation',
};

/** The caller is one of the patent's inventors. */
const visibleTo = (inventorId: number) => (eb: ExpressionBuilder<DB, 'patents'>) =>
  eb.exists(
    eb
      .selectFrom('patent_inventors')
      .select('patent_inventors.patent_id')
      .whereRef('patent_inventors.patent_id', '=', 'patents.id')
      .where('patent_inventors.inventor_id', '=', inventorId),
  );

/** Title or any inventor's names/variants contain the text (inventor names read live, so renames count). */
const matches = (search: string) => {
  const pattern = containsPattern(search);
  return sql<boolean>`(patents.search_text like ${pattern} escape '\\' or patents.id in (
    select pi.patent_id from patent_inventors pi inner join inventors si on si.id = pi.inventor_id
    where si.search_text like ${pattern} escape '\\'))`;
};

export interface PatentListOptions {
  search?: string;
  ordering?: string;
  offset: number;
  pageSize: number;
}

const visiblePatents = (db: Db, inventorId: number, search: string | undefined) =>
  db
    .selectFrom('patent_inventors as visible')
    .innerJoin('patents', 'patents.id', 'visible.patent_id')
    .where('visible.inventor_id', '=', inventorId)
    .$if(Boolean(search), (q) => q.where(matches(search ?? '')));

/**
 * How many patents the list has. Without a search every link row is a patent (foreign key,
 * cascading delete): the count then reads the caller's index entries only.
 */
const totalQuery = (db: Db, inventorId: number, search: string | undefined) =>
  (search
    ? visiblePatents(db, inventorId, search)
    : db.selectFrom('patent_inventors as visible').where('visible.inventor_id', '=', inventorId)
  ).select((eb) => eb.fn.countAll<number | string>().as('n'));

function listQuery(
  db: Db,
  inventorId: number,
  options: { search?: string; ordering?: string },
  limit: number,
  offset: number,
) {
  let rows = visiblePatents(db, inventorId, options.search).select(PATENT_COLUMNS);
  if (options.ordering) {
    const descending = options.ordering.startsWith('-');
    const column = sql.ref(
      `patents.${COLUMN_OF[options.ordering.replace(/^-/, '') as OrderingField]}`,
    );
    // Missing values last in both directions, on both databases.
    rows = rows
      .orderBy(sql`case when ${column} is null then 1 else 0 end`)
      .orderBy(column, descending ? 'desc' : 'asc');
  }
  return pageQuery(
    rows.orderBy('visible.patent_id', 'desc'),
    totalQuery(db, inventorId, options.search),
    { limit, offset },
  );
}

/**
 * One page of the caller's patents and the total, in one query (page-with-total.ts). It starts
 * from the caller's rows of `patent_inventors` (index on inventor_id, patent_id) and joins the
 * patents, so the cost follows the caller's patents, not the size of the whole table; the
 * default newest-first page walks that index backwards and stops after `pageSize` rows.
 */
export async function listVisiblePatents(
  db: Kysely<DB>,
  inventorId: number,
  options: PatentListOptions,
): Promise<{ count: number; rows: PatentRow[] }> {
  const { search, ordering } = options;
  // The default page (no search, newest first) is the portal's most read list: its SQL is
  // compiled once. Searches and other orders build theirs per request.
  const page =
    search || ordering
      ? listQuery(db, inventorId, options, options.pageSize, options.offset).compile()
      : precompiledFor(
          db,
          'patents.page',
          (me: number, limit: number, offset: number) => listQuery(db, me, {}, limit, offset),
          idPlaceholders(3) as [number, number, number],
        )(inventorId, options.pageSize, options.offset);
  return runPageQuery(db, page, () => totalQuery(db, inventorId, search), options.offset);
}

export async function findVisiblePatent(
  db: Db,
  id: number,
  inventorId: number,
): Promise<PatentRow | undefined> {
  return db
    .selectFrom('patents')
    .select(PATENT_COLUMNS)
    .where('patents.id', '=', id)
    .where(visibleTo(inventorId))
    .executeTakeFirst();
}

/** A patent by id, whoever asks (the office). */
export async function findPatentRow(db: Db, id: number): Promise<PatentRow | undefined> {
  return db
    .selectFrom('patents')
    .select(PATENT_COLUMNS)
    .where('patents.id', '=', id)
    .executeTakeFirst();
}

/** The columns of a patent's uploaded documents, by kind. */
export const DOCUMENT_COLUMNS = {
  deposit: 'deposit_document',
  research_report: 'research_report_document',
  delivery: 'delivery_document',
} as const;

/**
 * Whether this document URL belongs to a patent `inventorId` is an inventor of (any patent
 * when `inventorId` is null: the office).
 */
export async function documentVisibleTo(
  db: Db,
  url: string,
  inventorId: number | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('patents')
    .select('patents.id')
    .where((eb) =>
      eb.or([
        eb('patents.deposit_document', '=', url),
        eb('patents.research_report_document', '=', url),
        eb('patents.delivery_document', '=', url),
      ]),
    )
    .$if(inventorId !== null, (q) => q.where(visibleTo(inventorId ?? 0)))
    .executeTakeFirst();
  return row !== undefined;
}

/** Inventor ids of each patent, in position order (one query). */
export async function patentInventorIds(
  db: Db,
  patentIds: number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(patentIds.map((id) => [id, []]));
  if (patentIds.length === 0) return map;
  const rows = await db
    .selectFrom('patent_inventors')
    .select(['patent_id', 'inventor_id'])
    .where('patent_id', 'in', patentIds)
    .orderBy('patent_id')
    .orderBy('position')
    .execute();
  for (const r of rows) map.get(r.patent_id)?.push(r.inventor_id);
  return map;
}

/**
 * Inventor summaries of each patent, in position order: the links and the inventors in one
 * query (a list page needs names, not ids, so a second lookup by id would be pure overhead).
 */
export async function patentInventorSummaries(
  db: Db,
  patentIds: number[],
): Promise<Map<number, InventorSummary[]>> {
  const map = new Map<number, InventorSummary[]>(patentIds.map((id) => [id, []]));
  if (patentIds.length === 0) return map;
  // Compiled once per list length (at most the page size limit): it runs on every list page.
  const query = precompiledFor(
    db,
    `patents.inventors.${patentIds.length}`,
    (...ids: number[]) =>
      db
        .selectFrom('patent_inventors')
        .innerJoin('inventors', 'inventors.id', 'patent_inventors.inventor_id')
        .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
        .select(['patent_inventors.patent_id', ...INVENTOR_SUMMARY_COLUMNS])
        .where('patent_inventors.patent_id', 'in', ids)
        .orderBy('patent_inventors.patent_id')
        .orderBy('patent_inventors.position'),
    idPlaceholders(patentIds.length),
  );
  const { rows } = await db.executeQuery(query(...patentIds));
  for (const r of rows) map.get(r.patent_id)?.push(toInventorSummary(r));
  return map;
}

/** Schema URLs of each patent, in position order (one query). */
export async function patentSchemaUrls(
  db: Db,
  patentIds: number[],
): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(patentIds.map((id) => [id, []]));
  if (patentIds.length === 0) return map;
  const query = precompiledFor(
    db,
    `patents.schemas.${patentIds.length}`,
    (...ids: number[]) =>
      db
        .selectFrom('patent_schemas')
        .select(['patent_id', 'url'])
        .where('patent_id', 'in', ids)
        .orderBy('patent_id')
        .orderBy('position')
        .orderBy('id'),
    idPlaceholders(patentIds.length),
  );
  const { rows } = await db.executeQuery(query(...patentIds));
  for (const r of rows) map.get(r.patent_id)?.push(r.url);
  return map;
}

/** patents.search_text = normalised title + inventor names; call after writing a patent or its inventors. */
export async function refreshPatentSearchText(db: Db, patentIds: number[]): Promise<void> {
  if (patentIds.length === 0) return;
  const [patents, names] = await Promise.all([
    db.selectFrom('patents').select(['id', 'title']).where('id', 'in', patentIds).execute(),
    db
      .selectFrom('patent_inventors')
      .innerJoin('inventors', 'inventors.id', 'patent_inventors.inventor_id')
      .select(['patent_inventors.patent_id', 'inventors.preferred_name', 'inventors.full_name'])
      .where('patent_inventors.patent_id', 'in', patentIds)
      .orderBy('patent_inventors.position')
      .execute(),
  ]);
  for (const p of patents) {
    const parts = [p.title];
    for (const n of names)
      if (n.patent_id === p.id) parts.push(n.preferred_name ?? '', n.full_name ?? '');
    await db
      .updateTable('patents')
      .set({ search_text: patentSearchText(parts) })
      .where('id', '=', p.id)
      .execute();
  }
}

/** Each name once: an inventor's preferred and full names are often the same. */
export const patentSearchText = (parts: Array<string | null | undefined>): string =>
  [
    ...new Set(
      parts
        .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
        .map(normalizeSearch),
    ),
  ].join(' | ');

export async function replacePatentInventors(
  db: Db,
  patentId: number,
  inventorIds: number[],
): Promise<void> {
  await db.deleteFrom('patent_inventors').where('patent_id', '=', patentId).execute();
  const unique = [...new Set(inventorIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('patent_inventors')
    .values(unique.map((inventor_id, position) => ({ patent_id: patentId, inventor_id, position })))
    .execute();
}

export async function replacePatentSchemas(
  db: Db,
  patentId: number,
  urls: string[],
): Promise<void> {
  await db.deleteFrom('patent_schemas').where('patent_id', '=', patentId).execute();
  if (urls.length === 0) return;
  await db
    .insertInto('patent_schemas')
    .values(urls.map((url, position) => ({ patent_id: patentId, url, position })))
    .execute();
}

export async function insertPatent(
  db: Db,
  values: Omit<Insertable<PatentTable>, 'id'>,
): Promise<number> {
  const row = await db
    .insertInto('patents')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePatentRow(
  db: Db,
  id: number,
  values: Updateable<PatentTable>,
): Promise<void> {
  await db.updateTable('patents').set(values).where('id', '=', id).execute();
}

/** The patent an import row means: same deposit number, else same title among patents without one. */
export async function findImportedPatent(db: Db, depositNumber: string | null, title: string) {
  const query = db.selectFrom('patents').selectAll();
  return (
    depositNumber
      ? query.where('deposit_number', '=', depositNumber)
      : query.where('deposit_number', 'is', null).where('title', '=', title)
  )
    .orderBy('id')
    .executeTakeFirst();
}
