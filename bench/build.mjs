/** Cold `npm run build` of the front-end packages (BENCH_BUILD=0 skips it and measures the existing build). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONTAINERS } from './lib/bundles.mjs';
import { REPO_ROOT } from './lib/processes.mjs';

/** Cache folders a cold build must not reuse (webpack persistent cache, swc/babel loaders). */
const CACHE_DIRS = [...CONTAINERS, 'shared'].map((p) => path.join(REPO_ROOT, p, 'node_modules', '.cache')).concat(path.join(REPO_ROOT, 'node_modules', '.cache'));

export async function benchBuild(report, { log }) {
  if (process.env.BENCH_BUILD === '0') {
    report.skip('build', 'cold npm run build', 'BENCH_BUILD=0: the existing build is measured');
    return;
  }
  for (const dir of CACHE_DIRS) fs.rmSync(dir, { recursive: true, force: true });
  log('cold npm run build');
  const start = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', resolve);
  });
  const seconds = (performance.now() - start) / 1000;
  if (code !== 0) {
    report.skip('build', 'cold npm run build', `npm run build exited ${code}`);
    return;
  }
  report.add('build', 'cold npm run build (all front-end packages)', seconds, 's', '<= 90', (v) => v <= 90);
}
