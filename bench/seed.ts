/**
 * Bulk seed for the API benchmarks (rows: bench/seed-data.ts). The schema comes from the real
 * migrations in both cases.
 *
 *   node --import tsx bench/seed.ts DATA_DIR                  fresh SQLite DATA_DIR: prepared
 *                                                             better-sqlite3 statements, one
 *                                                             transaction per step
 *   node --import tsx bench/seed.ts --postgres DATABASE_URL   an empty PostgreSQL database:
 *                                                             INSERT … SELECT FROM unnest() of
 *                                                             10,000 rows, one transaction per step
 *
 * Prints one JSON line: row counts, timings and the database.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { hashPassword } from '../server/src/lib/passwords';
import { seedSteps, type PasswordHashes, type SeedTable } from './seed-data';
import { BENCH_LOGIN, BENCH_OFFICE_LOGIN, MIXED_PASSWORD, SIZES } from './seed-plan.mjs';

const PG_BATCH = 10_000;

const timings: Record<string, number> = {};
const rowCounts: Record<string, number> = {};

async function timed(name: string, fn: () => unknown): Promise<void> {
  const start = performance.now();
  await fn();
  timings[name] = Math.round(performance.now() - start);
}

async function passwordHashes(): Promise<PasswordHashes> {
  const [bench, office, mixed] = await Promise.all([
    hashPassword(BENCH_LOGIN.password),
    hashPassword(BENCH_OFFICE_LOGIN.password),
    hashPassword(MIXED_PASSWORD),
  ]);
  return { bench, office, mixed };
}

const count = (tables: SeedTable[]) => {
  for (const t of tables) rowCounts[t.name] = (rowCounts[t.name] ?? 0) + t.rows.length;
};

async function seedSqlite(dir: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  const handle = createDatabase({ dataDir: dir });
  await migrateToLatest(handle);
  await handle.db.destroy();
  const hashes = await passwordHashes();

  const db = new Database(path.join(dir, 'portal.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  for (const step of seedSteps(hashes)) {
    await timed(step.name, () => {
      const tables = step.build();
      db.transaction(() => {
        for (const table of tables) {
          const names = table.columns.map(([name]) => name);
          const insert = db.prepare(
            `insert into ${table.name} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
          );
          for (const row of table.rows) insert.run(...row);
        }
      })();
      count(tables);
    });
  }
  // No ANALYZE: the server's own database never gets one, so neither does the bench copy.
  db.close();
}

/** One INSERT per batch: each column sent as one array, turned back into rows by unnest(). */
async function insertPg(client: pg.ClientBase, table: SeedTable): Promise<void> {
  const names = table.columns.map(([name]) => name);
  const arrays = table.columns.map(
    ([, kind], i) => `$${i + 1}::${kind === 'int' ? 'int4' : 'text'}[]`,
  );
  const text = `insert into ${table.name} (${names.join(', ')}) select * from unnest(${arrays.join(', ')})`;
  for (let start = 0; start < table.rows.length; start += PG_BATCH) {
    const batch = table.rows.slice(start, start + PG_BATCH);
    await client.query(
      text,
      table.columns.map((_, i) => batch.map((row) => row[i])),
    );
  }
  if (table.explicitIds) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table.name}', 'id'), (select max(id) from ${table.name}))`,
    );
  }
}

async function seedPostgres(url: string): Promise<void> {
  const handle = createDatabase({ databaseUrl: url, dataDir: '.' });
  await migrateToLatest(handle);
  await handle.db.destroy();
  const hashes = await passwordHashes();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const step of seedSteps(hashes)) {
      await timed(step.name, async () => {
        const tables = step.build();
        await client.query('begin');
        for (const table of tables) await insertPg(client, table);
        await client.query('commit');
        count(tables);
      });
    }
    // A live PostgreSQL database is vacuumed and analysed by autovacuum as rows arrive; a bulk
    // load right before the measurement would otherwise be planned without statistics.
    await timed('vacuum analyze', () => client.query('vacuum analyze'));
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const [first, second] = process.argv.slice(2);
  const postgres = first === '--postgres';
  const target = postgres ? second : first;
  if (!target) throw new Error('usage: seed.ts DATA_DIR | seed.ts --postgres DATABASE_URL');
  const total = performance.now();
  if (postgres) await seedPostgres(target);
  else await seedSqlite(target);
  const counts = { ...SIZES };
  process.stdout.write(
    `${JSON.stringify({
      database: postgres ? 'postgres' : 'sqlite',
      totalMs: Math.round(performance.now() - total),
      timings,
      counts,
      rows: rowCounts,
    })}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`seed failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
