import { sql, type Kysely } from 'kysely';
import type {
  InventorSummary,
  PatentDetail,
  PatentListItem,
  PATENT_ORDERING_FIELDS,
} from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { pageQuery } from '@server/db/page-with-total';
import { notFound } from '@server/lib/http-error';
import { containsPattern } from '@server/lib/search-text';
import { toPatentDetail, toPatentListItem } from './patent.mapper';
import { findPatentRow, PATENT_COLUMNS } from './patent.repository';
import { patentRelated } from './patent-related.repository';

/*
 * The office reads every patent of every inventor (API.md Part 2): the list in the inventors'
 * list shape (inventors as summaries), the detail in the detail shape plus the inventors'
 * summaries, so the editor can name them without one call per inventor.
 */

type OrderingField = (typeof PATENT_ORDERING_FIELDS)[number];

export interface OfficePatentListOptions {
  search?: string;
  ordering?: string;
  offset: number;
  pageSize: number;
}

export type OfficePatentDetail = PatentDetail & { inventor_details: InventorSummary[] };

/** The column behind an `ordering` field (already checked against PATENT_ORDERING_FIELDS). */
const columnOf = (field: OrderingField): string =>
  field === 'TRL_level' ? 'trl_level' : field === 'CRL_level' ? 'crl_level' : field;

/** Title, deposit number, or any inventor's names and name variants contain the text. */
function matches(search: string) {
  const pattern = containsPattern(search);
  return sql<boolean>`(patents.search_text like ${pattern} escape '\\'
    or lower(coalesce(patents.deposit_number, '')) like ${pattern} escape '\\'
    or patents.id in (
      select pi.patent_id from patent_inventors pi inner join inventors si on si.id = pi.inventor_id
      where si.search_text like ${pattern} escape '\\'))`;
}

/** One page of every patent (searched, ordered; newest first by default) and the total. */
export async function listOfficePatents(
  db: Kysely<DB>,
  options: OfficePatentListOptions,
): Promise<{ count: number; results: PatentListItem[] }> {
  const { search, ordering } = options;
  const base = db.selectFrom('patents').$if(Boolean(search), (q) => q.where(matches(search ?? '')));
  // Every patent: the count the triggers keep (db/kept-row-counts.ts), not a count of the table.
  const total = () =>
    search
      ? base.select((eb) => eb.fn.countAll<number | string>().as('n'))
      : db
          .selectFrom('kept_row_counts')
          .select('kept_row_counts.row_count as n')
          .where('kept_row_counts.name', '=', 'patents');
  let rows = base.select(PATENT_COLUMNS);
  if (ordering) {
    const column = sql.ref(`patents.${columnOf(ordering.replace(/^-/, '') as OrderingField)}`);
    // Missing values last in both directions, on both databases.
    rows = rows
      .orderBy(sql`case when ${column} is null then 1 else 0 end`)
      .orderBy(column, ordering.startsWith('-') ? 'desc' : 'asc');
  }
  // The page with the total in each row (page-with-total.ts): one query.
  const page = await pageQuery(rows.orderBy('patents.id', 'desc'), total(), {
    limit: options.pageSize,
    offset: options.offset,
  }).execute();
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const count =
    page.length > 0
      ? Number(page[0].total_count)
      : options.offset > 0
        ? Number((await total().executeTakeFirstOrThrow()).n)
        : 0;
  const { inventors, schemas } = await patentRelated(
    db,
    page.map((row) => row.id),
  );
  return {
    count,
    results: page.map((row) =>
      toPatentListItem(row, schemas.get(row.id) ?? [], inventors.get(row.id) ?? []),
    ),
  };
}

/** The patent in the detail shape plus `inventor_details`, whoever its inventors; 404 missing. */
export async function getOfficePatentDetail(
  db: Kysely<DB>,
  id: number,
): Promise<OfficePatentDetail> {
  const row = await findPatentRow(db, id);
  if (!row) throw notFound();
  const { inventors, schemas } = await patentRelated(db, [id]);
  const summaries = inventors.get(id) ?? [];
  return {
    ...toPatentDetail(
      row,
      schemas.get(id) ?? [],
      summaries.map((inventor) => inventor.id),
    ),
    inventor_details: summaries,
  };
}
