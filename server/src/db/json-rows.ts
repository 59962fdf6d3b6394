import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect-of';

/**
 * Related rows of several tables in one statement: each row of a `union all` carries what it
 * holds as one JSON object (`json_object` on SQLite, `json_build_object` on PostgreSQL), so
 * arms of different shapes share the union's columns. Only for columns whose JSON value is
 * what the driver would give (integers, text, null): both databases store dates as text.
 */

/**
 * `{key: value, …}` as a JSON object of the row: a value is a column name or an expression (an
 * aggregate); the keys are constants of the code.
 */
export function jsonObject(
  db: Db,
  fields: Record<string, string | RawBuilder<unknown>>,
): RawBuilder<JsonCell> {
  const pairs = Object.entries(fields).map(
    ([key, value]) => sql`${sql.lit(key)}, ${typeof value === 'string' ? sql.ref(value) : value}`,
  );
  return isPostgres(db)
    ? sql<JsonCell>`json_build_object(${sql.join(pairs)})`
    : sql<JsonCell>`json_object(${sql.join(pairs)})`;
}

/** A JSON cell as the driver returns it: text on SQLite, parsed already by node-postgres. */
export type JsonCell = string | Record<string, unknown>;

/** The object of a `jsonObject` cell, typed as the row it was built from. */
export const parseJsonCell = <T>(cell: JsonCell): T =>
  (typeof cell === 'string' ? JSON.parse(cell) : cell) as T;
