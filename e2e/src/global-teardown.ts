import fs from 'node:fs';
import { stopServer, type RunningServer } from './server-process';

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __E2E_SERVERS__?: RunningServer[] }).__E2E_SERVERS__ ?? [];
  await Promise.all(
    servers.map(async (server) => {
      await stopServer(server);
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }),
  );
}
