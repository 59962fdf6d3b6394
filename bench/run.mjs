/**
 * `npm run bench`: API throughput, front-end bundle sizes, Lighthouse and (BENCH_BUILD=1) build time.
 * Prints a table with PASS/FAIL per budget and writes bench/results.json.
 */
import fs from 'node:fs';
import { benchApi } from './api.mjs';
import { benchBuild } from './build.mjs';
import { benchFrontend } from './frontend.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { Report } from './lib/report.mjs';
import { stopProcess } from './lib/processes.mjs';

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

export async function main() {
  const started = performance.now();
  const report = new Report();
  // The build first: the front-end and Lighthouse figures then measure the fresh build.
  await benchBuild(report, { log });
  const api = await benchApi(report, log);
  const context = { base: api.base, auth: api.auth, log };
  try {
    for (const [name, step] of [
      ['front', benchFrontend],
      ['lighthouse', benchLighthouse],
    ]) {
      try {
        await step(report, context);
      } catch (err) {
        report.skip(name, 'run', `failed: ${err.message.split('\n')[0]}`);
      }
    }
  } finally {
    await stopProcess(api.server);
    fs.rmSync(api.dataDir, { recursive: true, force: true });
  }
  report.detail('totalSeconds', Math.round((performance.now() - started) / 1000));
  report.print();
  log(`results written to ${report.write()} in ${Math.round((performance.now() - started) / 1000)} s`);
  return report.rows.some((r) => r.verdict === 'FAIL') ? 1 : 0;
}
