import { InsertQueryNode, type Kysely, type KyselyPlugin } from 'kysely';
import type { DB } from '@server/db/database';

/**
 * The same database with inserts into `table` failing: a write that should be one
 * transaction with that insert must then leave nothing behind.
 */
export function failingInsertsInto(db: Kysely<DB>, table: keyof DB): Kysely<DB> {
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table) {
        throw new Error(`insert into ${table} refused (test)`);
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return db.withPlugin(plugin);
}

/** Row counts of the tables a ticket write touches. */
export async function countRows(
  db: Kysely<DB>,
  tables: Array<keyof DB>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
