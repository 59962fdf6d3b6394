import { spawn } from 'node:child_process';
import path from 'node:path';
import { baseUrl } from './browser';
import { REPO_ROOT } from './server-process';

/**
 * `npm run admin -- <args>` (the server workspace's `tsx src/cli/index.ts`) configured as the
 * suite's server is: its DATA_DIR (or its DATABASE_URL when the suite runs on PostgreSQL) and
 * its PUBLIC_URL, which the links of the mails a command queues start with. Called through tsx
 * directly, so no npm workspace setting of the jest run leaks into it. Resolves with what it printed; rejects on a non-zero exit.
 */
export function runAdminCommand(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseUrl(),
      // As the suite's servers (server-process.ts): event mails straight to the outbox.
      MAIL_COALESCE_SECONDS: '0',
    };
    if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
    const child = spawn(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(REPO_ROOT, 'server', 'src', 'cli', 'index.ts'), ...args],
      { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`admin ${args.join(' ')} exited ${code}: ${output}`)),
    );
  });
}
