import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/database';
import { containsPattern } from '../lib/search-text';

type Db = Kysely<DB>;

export interface IdPage {
  count: number;
  ids: number[];
}

/** Name order shared by search results and co-inventors: preferred name, else full name. */
const byName = sql`lower(coalesce(inventors.preferred_name, inventors.full_name, ''))`;

/** An inventor who shares at least one patent with `inventorId` (one semi-join, computed once). */
const sharesPatentWith = (inventorId: number) => (eb: ExpressionBuilder<DB, 'inventors'>) =>
  eb(
    'inventors.id',
    'in',
    eb
      .selectFrom('patent_inventors as mine')
      .innerJoin('patent_inventors as theirs', 'theirs.patent_id', 'mine.patent_id')
      .select('theirs.inventor_id')
      .where('mine.inventor_id', '=', inventorId),
  );

async function pageOfIds(
  db: Db,
  filter: (eb: ExpressionBuilder<DB, 'inventors'>) => Expression<SqlBool>,
  page: { offset: number; pageSize: number },
): Promise<IdPage> {
  const rows = await db
    .selectFrom('inventors')
    .select(['inventors.id', sql<number | string>`count(*) over ()`.as('total_count')])
    .where(filter)
    .orderBy(byName)
    .orderBy('inventors.id')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  if (rows.length === 0 && page.offset > 0) {
    const total = await db.selectFrom('inventors').select((eb) => eb.fn.countAll<number | string>().as('n')).where(filter).executeTakeFirstOrThrow();
    return { count: Number(total.n), ids: [] };
  }
  return { count: rows.length ? Number(rows[0].total_count) : 0, ids: rows.map((r) => r.id) };
}

/** Distinct inventors sharing a patent with the caller, the caller excluded, by name. */
export function coInventorIds(db: Db, inventorId: number, page: { offset: number; pageSize: number }): Promise<IdPage> {
  return pageOfIds(db, (eb) => eb.and([eb('inventors.id', '!=', inventorId), sharesPatentWith(inventorId)(eb)]), page);
}

/** Inventors whose names or name variants contain `name` (case- and accent-insensitive), by name. */
export function searchInventorIds(db: Db, name: string, page: { offset: number; pageSize: number }): Promise<IdPage> {
  const pattern = containsPattern(name);
  return pageOfIds(db, () => sql<SqlBool>`inventors.search_text like ${pattern} escape '\\'`, page);
}
