/**
 * Cold `npm run build` of the front-end packages (webpack caches removed first), then the same
 * build again on the persistent cache. BENCH_BUILD=0 skips both and measures the existing build.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONTAINERS } from './lib/bundles.mjs';
import { REPO_ROOT } from './lib/processes.mjs';

/** Cache folders a cold build must not reuse (webpack persistent cache, swc/babel loaders). */
const CACHE_DIRS = [...CONTAINERS, 'shared']
  .map((p) => path.join(REPO_ROOT, p, 'node_modules', '.cache'))
  .concat(path.join(REPO_ROOT, 'node_modules', '.cache'));

/** Runs `npm run build`; resolves with its exit code and the wall time in seconds. */
async function timedBuild() {
  const start = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', resolve);
  });
  return { code, seconds: (performance.now() - start) / 1000 };
}

export async function benchBuild(report, { log }) {
  if (process.env.BENCH_BUILD === '0') {
    report.skip('build', 'cold npm run build', 'BENCH_BUILD=0: the existing build is measured');
    return;
  }
  for (const dir of CACHE_DIRS) fs.rmSync(dir, { recursive: true, force: true });
  log('cold npm run build');
  const cold = await timedBuild();
  if (cold.code !== 0) {
    report.skip('build', 'cold npm run build', `npm run build exited ${cold.code}`);
    return;
  }
  report.add(
    'build',
    'cold npm run build (all front-end packages)',
    cold.seconds,
    's',
    '<= 90',
    (v) => v <= 90,
  );
  log('warm npm run build (persistent cache)');
  const warm = await timedBuild();
  if (warm.code !== 0) {
    report.skip('build', 'warm npm run build', `npm run build exited ${warm.code}`);
    return;
  }
  report.add('build', 'warm npm run build (persistent cache)', warm.seconds, 's');
}
