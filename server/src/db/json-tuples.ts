import { sql, type RawBuilder } from 'kysely';

/*
 * PostgreSQL: the related rows of a list page, every table in ONE statement of one row, each
 * table a column holding the JSON array of its rows as tuples (`json_agg(json_build_array(…))`
 * over `key in (ids)`, the same index walk as a batched query). node-postgres parses each
 * column once; tuples carry no keys. Measured on a page of 100 tickets (inventors,
 * co-applicants, attachments), server and database CPU together: 630 µs against 775 µs for
 * three batched queries and 1,150 µs for a correlated subquery per ticket, one round trip
 * instead of three. SQLite lists keep one batched query per table: there a statement is no
 * round trip, and building JSON costs more than it saves (docs/round-trips.md).
 */

/** A related table: its rows, the column naming the list's row each belongs to, its order. */
export interface TupleSource<Row> {
  /** `from …` of the rows, joins included (or a derived table), without `where`. */
  from: RawBuilder<unknown>;
  /** The column (`alias.column`) holding the id of the list's row the row belongs to. */
  key: string;
  /** Each field of the row and the column (`alias.column`) it comes from. */
  columns: { readonly [K in keyof Row]: string };
  /** The rows' order for one list row. */
  orderBy: readonly string[];
}

/**
 * The scalar subquery giving the rows of `source` for the list rows `ids` as a JSON array of
 * tuples `[key, …columns]`, ordered by key then `orderBy` (an empty array when none). The ids
 * are parameters.
 */
export function jsonTuplesOf<Row>(
  source: TupleSource<Row>,
  ids: readonly number[],
): RawBuilder<unknown[][]> {
  const key = sql.ref(source.key);
  const columns = Object.values<string>(source.columns).map((c) => sql.ref(c));
  const order = [key, ...source.orderBy.map((c) => sql.ref(c))];
  return sql<
    unknown[][]
  >`(select coalesce(json_agg(json_build_array(${sql.join([key, ...columns])}) order by ${sql.join(order)}), '[]') ${source.from} where ${key} in (${sql.join([...ids])}))`;
}

/**
 * The tuples of a `jsonTuplesOf` column as the rows they were built from, by key, in their
 * order (values as the driver gives those columns: integers, text, null; dates are text).
 */
export function tuplesByKey<Row>(
  source: TupleSource<Row>,
  tuples: readonly unknown[][],
): Map<number, Row[]> {
  const fields = Object.keys(source.columns);
  const byKey = new Map<number, Row[]>();
  for (const tuple of tuples) {
    const row: Record<string, unknown> = {};
    fields.forEach((field, index) => (row[field] = tuple[index + 1]));
    const key = Number(tuple[0]);
    const list = byKey.get(key);
    if (list) list.push(row as Row);
    else byKey.set(key, [row as Row]);
  }
  return byKey;
}
