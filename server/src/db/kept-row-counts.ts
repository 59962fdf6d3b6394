import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database';

/**
 * Row counts kept by triggers in the writing transaction (migration 026-kept-row-counts), so
 * an unfiltered list's total is one primary-key read instead of a count of the whole table
 * (100,000 patents: about 5 ms of PostgreSQL per uncached office list; README, "Fifth round").
 * Exact and never stale: the count moves with the rows, in the same transaction.
 */
export interface KeptRowCountTable {
  /** The counted table. */
  name: string;
  /** A bigint on PostgreSQL: read through Number(). */
  row_count: number | string;
}

/** The tables whose rows are counted. */
const KEPT_COUNT_TABLES = ['patents'] as const;

const PG_FUNCTION = 'kept_row_count';

/** The PostgreSQL trigger function: one update per statement, whatever its number of rows. */
async function createPgFunction(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function ${sql.raw(PG_FUNCTION)}() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update kept_row_counts set row_count = row_count + (select count(*) from added)
          where name = tg_table_name;
      elsif tg_op = 'DELETE' then
        update kept_row_counts set row_count = row_count - (select count(*) from removed)
          where name = tg_table_name;
      else
        update kept_row_counts set row_count = 0 where name = tg_table_name;
      end if;
      return null;
    end $$`.execute(db);
}

async function countWithPgTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run(`create trigger ${table}_row_count_insert after insert on ${table}
    referencing new table as added for each statement execute function ${PG_FUNCTION}()`);
  await run(`create trigger ${table}_row_count_delete after delete on ${table}
    referencing old table as removed for each statement execute function ${PG_FUNCTION}()`);
  await run(`create trigger ${table}_row_count_truncate after truncate on ${table}
    for each statement execute function ${PG_FUNCTION}()`);
}

async function countWithSqliteTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const [event, change] of [
    ['insert', '+ 1'],
    ['delete', '- 1'],
  ] as const) {
    await sql
      .raw(
        `create trigger ${table}_row_count_${event} after ${event} on ${table} begin
          update kept_row_counts set row_count = row_count ${change} where name = '${table}';
        end`,
      )
      .execute(db);
  }
}

/** Creates `kept_row_counts`, counts each table now and keeps the count from then on. */
export async function keepRowCounts(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('kept_row_counts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('row_count', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') await createPgFunction(db);
  for (const table of KEPT_COUNT_TABLES) {
    await sql`insert into kept_row_counts (name, row_count)
      select ${table}, count(*) from ${sql.table(table)}`.execute(db);
    if (dialect === 'postgres') await countWithPgTriggers(db, table);
    else await countWithSqliteTriggers(db, table);
  }
}
