import { SERVERS_ENV, type SuiteServer } from './suite-servers';

/**
 * Jest setup file: points this test file at its worker's server (global-setup.ts starts one per
 * worker). JEST_WORKER_ID is 1..maxWorkers, and 1 in band.
 */
const servers = JSON.parse(process.env[SERVERS_ENV] ?? '[]') as SuiteServer[];
if (servers.length > 0) {
  const server = servers[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % servers.length];
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_PORT = String(server.port);
}
