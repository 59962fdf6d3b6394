import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const MANAGER_PASSWORD = 'e2e-manager-shared-password';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output: string[];
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: string[],
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output.join('')}`);
}

/** Starts the real server (tsx server/src/server.ts) on a fresh data dir; it seeds the demo data. */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const output: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    MANAGER_SHARED_PASSWORD: MANAGER_PASSWORD,
    LOG_LEVEL: 'warn',
    // The walks read each event mail as it is sent; the coalescing window (a mail per person
    // and ticket per 5 minutes) has its own server tests.
    MAIL_COALESCE_SECONDS: '0',
    ...options.env,
  };
  // SQLite and the mail outbox unless given: the server rejects an empty DATABASE_URL / SMTP_URL.
  for (const key of ['DATABASE_URL', 'SMTP_URL']) if (!env[key]) delete env[key];
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(REPO_ROOT, 'server', 'src', 'server.ts')],
    {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  await waitForHealth(baseUrl, child, output, 60_000);
  return { baseUrl, dataDir, process: child, output };
}

export async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.process.once('exit', () => resolve());
    server.process.kill('SIGTERM');
    setTimeout(() => server.process.kill('SIGKILL'), 10_000).unref();
  });
}
