import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts a node process (tsx loader on) and keeps its stderr tail for error messages. */
export function startNode(args, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => tail };
}

/** Polls `url` until it answers 200, the process dies, or the timeout passes. */
export async function waitForHttp(url, proc, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`process exited (${proc.child.exitCode}):\n${proc.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not up after ${timeoutMs} ms:\n${proc.output()}`);
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export function stopProcess(proc) {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a node script to completion and returns its stdout. */
export function runNode(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${args.join(' ')} exited ${code}: ${err.slice(-2000)}`)),
    );
  });
}

/**
 * The real server as production runs it, on 127.0.0.1:`port`: SQLite in `dataDir`, or the
 * PostgreSQL of `databaseUrl` (empty = SQLite, whatever the calling shell exports).
 * `nodeArgs` go before the entry point (e.g. `--cpu-prof`).
 */
export function startPortal({ port, dataDir, databaseUrl = '', nodeArgs = [] }) {
  return startNode(
    [...nodeArgs, path.join('server', 'src', 'server.ts')],
    portalEnv(port, dataDir, databaseUrl),
  );
}

/**
 * `npm start` with `WORKERS=workers` (scripts/start.mjs: the node:cluster supervisor and its
 * workers on one port), otherwise as startPortal. The front-end build is not needed: an empty
 * STATIC_ROOT (pages answer 503, the API is all the bench asks for).
 */
export function startCluster({ port, dataDir, databaseUrl = '', workers = 2 }) {
  const staticRoot = path.join(dataDir, 'no-front-end');
  fs.mkdirSync(staticRoot, { recursive: true });
  return startNode([path.join('scripts', 'start.mjs')], {
    ...portalEnv(port, dataDir, databaseUrl),
    WORKERS: String(workers),
    STATIC_ROOT: staticRoot,
  });
}

function portalEnv(port, dataDir, databaseUrl) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    MANAGER_SHARED_PASSWORD: 'bench-manager-password',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Remembered-answer routes say whether a body came from memory (the mixed load counts them).
    REMEMBERED_ANSWER_HEADER: '1',
  };
}
