/**
 * Prints the plans of the office queue search (the count and the page the list runs) on a seeded
 * database, with the time of each statement run once warm (issue 33; docs/search.md):
 *
 *   node --import tsx bench/explain-search.ts DATA_DIR                 SQLite (EXPLAIN QUERY PLAN)
 *   node --import tsx bench/explain-search.ts --postgres DATABASE_URL  PostgreSQL (EXPLAIN ANALYZE)
 *
 * Seed the database first with bench/seed.ts. Searches: `idea` (every seeded title; broad, with
 * and without the pending status) and `4242` (a few tickets; narrow).
 */
import { CompiledQuery, type Compilable } from 'kysely';
import { createDatabase } from '../server/src/db/database';
import { OFFICE_SEARCH_LIMIT } from '@inventor-portal/shared/schemas';
import { officeSearchQueries } from '../server/src/modules/tickets/office-ticket-list.repository';

const [flag, target] = process.argv.slice(2);
const postgres = flag === '--postgres';
const handle = createDatabase(
  postgres ? { databaseUrl: target, dataDir: '' } : { databaseUrl: '', dataDir: flag ?? '' },
);
const { db } = handle;

const SEARCHES = [
  { name: 'broad (status pending, "idea")', filter: { status: 'pending', search: 'idea' } },
  { name: 'broad every status ("idea")', filter: { search: 'idea' } },
  { name: 'narrow ("4242")', filter: { search: '4242' } },
  { name: 'two letters ("id")', filter: { search: 'id' } },
];

async function explain(query: Compilable): Promise<string> {
  const compiled = query.compile();
  const prefix = postgres
    ? 'explain (analyze, costs off, timing off, summary on) '
    : 'explain query plan ';
  const plan = await db.executeQuery(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  const lines = plan.rows.map((row) => {
    const r = row as Record<string, unknown>;
    return postgres
      ? String(r['QUERY PLAN'])
      : `${'  '.repeat(Number(r.parent) ? 1 : 0)}${String(r.detail)}`;
  });
  // Warm, then the median of 21 runs.
  await db.executeQuery(compiled);
  const times: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const start = performance.now();
    await db.executeQuery(compiled);
    times.push(performance.now() - start);
  }
  const ms = times.sort((a, b) => a - b)[10] ?? 0;
  return `${compiled.sql}\n-- parameters: ${JSON.stringify(compiled.parameters)}\n${lines.join('\n')}\n-- median of 21 warm runs: ${ms.toFixed(1)} ms\n`;
}

async function main(): Promise<void> {
  for (const search of SEARCHES) {
    // As the list runs a search: the count stops one past OFFICE_SEARCH_LIMIT.
    const { count, page } = await officeSearchQueries(
      db,
      search.filter,
      undefined,
      undefined,
      OFFICE_SEARCH_LIMIT,
    );
    process.stdout.write(`\n### ${search.name}: count\n${await explain(count)}`);
    process.stdout.write(`\n### ${search.name}: page\n${await explain(page)}`);
  }
  await db.destroy();
}

void main();
