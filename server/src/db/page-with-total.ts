import type { AliasedSelectQueryBuilder, CompiledQuery, Kysely, SelectQueryBuilder } from 'kysely';

type Count = number | string;

/** A page row carrying the list's total (every row of one page holds the same value). */
export type WithTotal<R> = R & { total_count: Count };

/** A query counting the whole list into `n` (any tables: only its result shape matters). */
export interface TotalQuery {
  as<A extends string>(alias: A): AliasedSelectQueryBuilder<{ n: Count }, A>;
  executeTakeFirstOrThrow(): Promise<{ n: Count }>;
}

/**
 * The rows of one page with the list's total in a column of each row: one query. The total is
 * an uncorrelated scalar subquery, which both databases run once, not `count(*) over ()`: a
 * window would read (and sort) every row of the list, full rows included, where a page in
 * index order stops after `limit` rows.
 */
export function pageQuery<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  total: TotalQuery,
  page: { limit: number; offset: number },
): SelectQueryBuilder<DB, TB, WithTotal<O>> {
  // Kysely cannot infer the selection of a generic builder; the column is added as named.
  return rows
    .select(total.as('total_count') as never)
    .limit(page.limit)
    .offset(page.offset) as unknown as SelectQueryBuilder<DB, TB, WithTotal<O>>;
}

/**
 * Runs a `pageQuery`: the rows (still carrying `total_count`: mappers read named fields, and
 * copying every row without it costs more than the mapping) and the total. A page past the
 * end has no row to carry the total: only then is it counted on its own.
 */
export async function runPageQuery<DB, R>(
  db: Kysely<DB>,
  page: CompiledQuery<WithTotal<R>>,
  total: () => TotalQuery,
  offset: number,
): Promise<{ count: number; rows: Array<WithTotal<R>> }> {
  const { rows } = await db.executeQuery(page);
  if (rows.length > 0) return { count: Number(rows[0].total_count), rows };
  if (offset === 0) return { count: 0, rows };
  const counted = await total().executeTakeFirstOrThrow();
  return { count: Number(counted.n), rows };
}
