/**
 * Issue 33 point 1: the office queue search, uncached (a never-seen URL on every request), at 50
 * connections, on SQLite (the API step's server) and PostgreSQL (the PostgreSQL API step's
 * server): a broad search ("idea" is in every seeded title), the same over every status, and a
 * narrow one ("4242": a few tickets by title and by questionnaire answer). Budget per search and
 * database: p99 <= 100 ms, 0 errors.
 *
 * `node bench/search.mjs` runs these rows alone (its own SQLite and PostgreSQL seeds);
 * `BENCH_ONLY=search` does the same through `npm run bench`.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { autocannonSummary as summary } from './lib/autocannon-summary.mjs';
import { createScratchDatabase, dropScratchDatabase } from './lib/postgres.mjs';
import { REPO_ROOT, runNode, startPortal, stopProcess, waitForHttp } from './lib/processes.mjs';
import { Report } from './lib/report.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BUDGET_MS = 100;

export const SEARCHES = [
  {
    name: 'broad',
    path: '/api/office/tickets/?page=1&status=pending&search=idea&ordering=-created_at',
  },
  { name: 'broad every status', path: '/api/office/tickets/?page=1&search=idea' },
  { name: 'narrow', path: '/api/office/tickets/?page=1&search=4242' },
];

/** Runs every search uncached at 50 connections (after a 1 s warm-up); returns the summaries. */
export async function measureSearch(log, base, officeAuth, label = '') {
  const headers = { cookie: officeAuth.cookie };
  const out = {};
  for (const search of SEARCHES) {
    const probe = await fetch(`${base}${search.path}`, { headers });
    if (!probe.ok) throw new Error(`${search.name}: ${probe.status} ${await probe.text()}`);
    out[search.name] = { count: (await probe.json()).count };
    let n = 0;
    const requests = [
      {
        method: 'GET',
        headers,
        setupRequest: (r) => ({ ...r, path: `${search.path}&bench_miss=${(n += 1)}` }),
      },
    ];
    const url = `${base}${search.path}`;
    await autocannon({ url, connections: 10, duration: 1, requests }); // warm-up
    log(
      `autocannon office queue search ${search.name}${label} uncached c=${CONNECTIONS} ${SECONDS}s`,
    );
    const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
    Object.assign(out[search.name], summary(r));
  }
  return out;
}

/** The rows: per search, req/s and p50 (INFO), p99 (<= 100 ms) and errors (= 0). */
export function reportSearch(report, group, results, suffix) {
  for (const search of SEARCHES) {
    const r = results[search.name];
    const label = `GET office queue search ${search.name}${suffix} uncached c=${CONNECTIONS}`;
    report.add(group, `${label} matches`, r.count, 'tickets');
    report.add(group, `${label} req/s`, r.rps, 'req/s');
    report.add(group, `${label} p50`, r.p50, 'ms');
    report.add(group, `${label} p99`, r.p99, 'ms', `<= ${BUDGET_MS}`, (v) => v <= BUDGET_MS);
    report.add(group, `${label} non-2xx + errors`, r.non2xx + r.errors, '', '= 0', (v) => v === 0);
  }
}

/** Seeds and serves one database, signs the office in, measures; always stops and cleans up. */
async function onDatabase(report, log, { postgres, port }) {
  const { signInOffice } = await import('./api.mjs');
  const tag = `${postgres ? 'pg' : 'sqlite'}-${process.pid}`;
  const dataDir = path.join(os.tmpdir(), `inventor-portal-search-${tag}`);
  const scratch = `inventor_portal_search_${process.pid}`;
  let server;
  try {
    let databaseUrl = '';
    log(`search: seeding ${postgres ? 'PostgreSQL' : 'SQLite'} …`);
    if (postgres) {
      databaseUrl = await createScratchDatabase(scratch);
      await runNode([
        '--import',
        'tsx',
        path.join(REPO_ROOT, 'bench', 'seed.ts'),
        '--postgres',
        databaseUrl,
      ]);
    } else {
      await runNode(['--import', 'tsx', path.join(REPO_ROOT, 'bench', 'seed.ts'), dataDir]);
    }
    server = startPortal({ port, dataDir, databaseUrl });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`, server);
    const suffix = postgres ? ' PostgreSQL' : ' SQLite';
    const results = await measureSearch(log, base, await signInOffice(base), suffix);
    reportSearch(report, 'search', results, suffix);
    report.detail(`search${postgres ? 'Postgres' : 'Sqlite'}`, results);
  } finally {
    if (server) await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (postgres) await dropScratchDatabase(scratch).catch(() => undefined);
  }
}

/** The search rows alone, on both databases (BENCH_ONLY=search). */
export async function benchSearch(report, log) {
  const port = Number(process.env.BENCH_API_PORT ?? 8731);
  for (const postgres of [false, true]) {
    try {
      await onDatabase(report, log, { postgres, port });
    } catch (err) {
      const name = `office queue search ${postgres ? 'PostgreSQL' : 'SQLite'}`;
      report.skip('search', name, `failed: ${err.message.split('\n')[0]}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = new Report();
  const log = (message) => process.stderr.write(`[bench] ${message}\n`);
  await benchSearch(report, log);
  report.print();
}
