/**
 * Issue 32 on PostgreSQL: the office analytics and the annual report over the same 50,000
 * tickets as the API step, in a scratch database created next to BENCH_PG_URL (as the mixed
 * load does, lib/postgres.mjs), seeded by `seed.ts --postgres` (then VACUUM ANALYZE), served by
 * the production server on BENCH_ANALYTICS_PG_PORT (default 8736). Dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureAnalytics, reportAnalytics, signInOffice } from './api.mjs';
import { createScratchDatabase, dropScratchDatabase } from './lib/postgres.mjs';
import { REPO_ROOT, runNode, startPortal, stopProcess, waitForHttp } from './lib/processes.mjs';

const PORT = Number(process.env.BENCH_ANALYTICS_PG_PORT ?? 8736);

export async function benchAnalyticsPostgres(report, log) {
  const scratch = `inventor_portal_analytics_${process.pid}`;
  const dataDir = path.join(os.tmpdir(), `inventor-portal-analytics-pg-${process.pid}`);
  let server;
  try {
    const databaseUrl = await createScratchDatabase(scratch);
    log('analytics: seeding PostgreSQL …');
    await runNode([
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'bench', 'seed.ts'),
      '--postgres',
      databaseUrl,
    ]);
    server = startPortal({ port: PORT, dataDir, databaseUrl });
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHttp(`${base}/api/health`, server);
    const analytics = await measureAnalytics(log, base, await signInOffice(base));
    reportAnalytics(report, 'api', analytics, ' PostgreSQL');
    report.detail('analyticsPostgres', analytics);
  } finally {
    if (server) await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropScratchDatabase(scratch).catch(() => undefined);
  }
}
