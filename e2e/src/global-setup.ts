import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startServer, type RunningServer } from './server-process';
import { SERVERS_ENV, workerPort, type SuiteServer } from './suite-servers';

const STATE_FILE = path.join(REPO_ROOT, 'e2e', 'test-results', 'server.json');

/**
 * Starts one server per Jest worker, each on its own data directory (database, mail outbox,
 * uploads) and ports: a worker's test files see only their own server (src/worker-server.ts
 * picks it by JEST_WORKER_ID), so two files running at once never share state. Tests read
 * E2E_BASE_URL / E2E_DATA_DIR / E2E_PORT.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  for (const file of [
    'host/dist/index.html',
    'remote-tickets/dist/mf-manifest.json',
    'remote-patents/dist/mf-manifest.json',
    'remote-account/dist/mf-manifest.json',
    'remote-office/dist/mf-manifest.json',
    'remote-review/dist/mf-manifest.json',
  ]) {
    if (!fs.existsSync(path.join(REPO_ROOT, file))) {
      throw new Error(
        `${file} is missing: the browser suite runs against the production build (npm run build).`,
      );
    }
  }
  const count = Math.max(1, globalConfig.maxWorkers);
  // One PostgreSQL database holds one portal: workers would see each other's data.
  if (process.env.E2E_DATABASE_URL && count > 1) {
    throw new Error('E2E_DATABASE_URL: run the browser suite with one worker (E2E_WORKERS=1)');
  }
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      startServer({
        port: workerPort(index),
        env: process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {},
      }),
    ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  (globalThis as { __E2E_SERVERS__?: RunningServer[] }).__E2E_SERVERS__ = servers;
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;

  const suiteServers: SuiteServer[] = servers.map((server, index) => ({
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    port: workerPort(index),
  }));
  // Jest's workers are started after this and inherit the environment; in band, the first.
  process.env[SERVERS_ENV] = JSON.stringify(suiteServers);
  process.env.E2E_BASE_URL = servers[0].baseUrl;
  process.env.E2E_DATA_DIR = servers[0].dataDir;
  process.env.E2E_PORT = String(workerPort(0));
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(
    STATE_FILE,
    JSON.stringify(servers.map((server) => ({ pid: server.process.pid, dataDir: server.dataDir }))),
  );
}
