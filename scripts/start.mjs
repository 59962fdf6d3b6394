#!/usr/bin/env node
/**
 * `npm start`: builds the front end if a build is missing, then runs the server, which serves
 * the portal, the remotes and the API on one origin (http://localhost:8080 by default).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  'host/dist/index.html',
  'remote-tickets/dist/mf-manifest.json',
  'remote-patents/dist/mf-manifest.json',
  'remote-account/dist/mf-manifest.json',
  'remote-office/dist/mf-manifest.json',
];
const missing = builds.filter((file) => !fs.existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.log(`Building the front end (missing: ${missing.join(', ')}) ...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [path.join(root, 'server', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
