/** What global-setup.ts tells the workers about the servers it started, one per worker. */
export interface SuiteServer {
  baseUrl: string;
  dataDir: string;
  /** The server's port; a test that starts a server of its own uses the next ones (+1, +2). */
  port: number;
}

export const SERVERS_ENV = 'E2E_SERVERS';

/** Worker `index` (0-based): its suite server listens on E2E_PORT (default 8199) + 10 × index. */
export function workerPort(index: number): number {
  return Number(process.env.E2E_PORT ?? 8199) + 10 * index;
}
