import fs from 'node:fs';
import { stopServer, type RunningServer } from './server-process';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __E2E_SERVER__?: RunningServer }).__E2E_SERVER__;
  if (!server) return;
  await stopServer(server);
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
