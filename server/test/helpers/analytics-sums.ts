import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../src/db/database';
import { recountSelects, SUM_TABLES } from '../../src/db/migrations/023-analytics-daily-sums';

/**
 * Every analytics sums table's non-zero rows, as text lines, and the same recounted from the
 * tickets: equal when the triggers kept the sums right.
 */
export async function keptAndRecounted(db: Kysely<unknown>, dialect: Dialect) {
  const lines = async (query: string) =>
    (await sql.raw<Record<string, unknown>>(query).execute(db)).rows
      .map((row) => Object.values(row).map(String))
      .filter((values) => values.slice(2).some((n) => n !== '0'))
      .map((values) => values.join(' '))
      .sort();
  const recounts = recountSelects(dialect);
  const kept: Record<string, string[]> = {};
  const recounted: Record<string, string[]> = {};
  for (const table of SUM_TABLES) {
    kept[table] = await lines(`select * from ${table}`);
    recounted[table] = await lines(recounts[table]);
  }
  return { kept, recounted };
}
