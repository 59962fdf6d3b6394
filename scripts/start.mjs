#!/usr/bin/env node
/**
 * `npm start`: builds the front end if a build is missing, then runs WORKERS server processes
 * (default 1, `auto` = one per core) on one port under a supervisor (scripts/cluster.mjs), which
 * serve the portal, the remotes and the API on one origin (http://localhost:8080 by default).
 * SIGHUP to the supervisor restarts the workers one by one; SIGTERM / Ctrl-C stops them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseWorkers, runCluster } from './cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server resolves DATA_DIR, STATIC_ROOT and tsconfig's path aliases from here.
process.chdir(root);

let workers;
try {
  workers = parseWorkers(process.env.WORKERS);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

const builds = [
  'host/dist/index.html',
  'remote-tickets/dist/mf-manifest.json',
  'remote-patents/dist/mf-manifest.json',
  'remote-account/dist/mf-manifest.json',
  'remote-office/dist/mf-manifest.json',
  'remote-review/dist/mf-manifest.json',
];
// STATIC_ROOT serves a build made elsewhere: building this checkout would not fill it.
const staticRoot = process.env.STATIC_ROOT ? path.resolve(process.env.STATIC_ROOT) : root;
const missing = builds.filter((file) => !fs.existsSync(path.join(staticRoot, file)));
if (missing.length > 0 && staticRoot !== root) {
  console.warn(`STATIC_ROOT (${staticRoot}) lacks ${missing.join(', ')}: pages answer 503.`);
} else if (missing.length > 0) {
  console.log(`Building the front end (missing: ${missing.join(', ')}) ...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const code = await runCluster({
  workers,
  exec: path.join(root, 'server', 'src', 'server.ts'),
  // `--import tsx` in the worker itself (not the tsx wrapper process): signals reach the server.
  execArgv: [...process.execArgv, '--import', import.meta.resolve('tsx')],
});
process.exit(code);
