import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startServer } from './server-process';

const STATE_FILE = path.join(REPO_ROOT, 'e2e', 'test-results', 'server.json');

/** Starts one server for the suite; tests read E2E_BASE_URL / E2E_DATA_DIR. */
export default async function globalSetup(): Promise<void> {
  for (const file of [
    'host/dist/index.html',
    'remote-tickets/dist/mf-manifest.json',
    'remote-patents/dist/mf-manifest.json',
    'remote-account/dist/mf-manifest.json',
    'remote-office/dist/mf-manifest.json',
  ]) {
    if (!fs.existsSync(path.join(REPO_ROOT, file))) {
      throw new Error(
        `${file} is missing: the browser suite runs against the production build (npm run build).`,
      );
    }
  }
  const port = Number(process.env.E2E_PORT ?? 8199);
  const server = await startServer({
    port,
    env: process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {},
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(
    STATE_FILE,
    JSON.stringify({ pid: server.process.pid, dataDir: server.dataDir }),
  );
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server;
}
