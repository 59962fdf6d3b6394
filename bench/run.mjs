/**
 * `npm run bench`: cold build, API throughput, front-end bundle sizes, Lighthouse, the XLSX export
 * and the mixed load on SQLite and PostgreSQL.
 * Prints a table with PASS/FAIL per budget and writes bench/results.json.
 * BENCH_ONLY=api,front,... runs a subset (steps: build, api, search, front, lighthouse, export,
 * mixed).
 */
import fs from 'node:fs';
import { benchAnalyticsPostgres } from './analytics-postgres.mjs';
import { benchApi } from './api.mjs';
import { benchBuild } from './build.mjs';
import { benchFrontend } from './frontend.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { Report } from './lib/report.mjs';
import { benchMixed } from './mixed.mjs';
import { benchSearch } from './search.mjs';
import { stopProcess } from './lib/processes.mjs';

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

const STEPS = ['build', 'api', 'search', 'front', 'lighthouse', 'export', 'mixed'];

/** The steps to run: all of them, or the BENCH_ONLY list (the API server starts whenever a browser step runs). */
export function selectedSteps(only = process.env.BENCH_ONLY) {
  if (!only) return new Set(STEPS);
  const wanted = only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((s) => !STEPS.includes(s));
  if (unknown.length)
    throw new Error(
      `BENCH_ONLY: unknown step(s) ${unknown.join(', ')}; steps are ${STEPS.join(', ')}`,
    );
  return new Set(wanted);
}

async function browserSteps() {
  const steps = [
    ['front', benchFrontend],
    ['lighthouse', benchLighthouse],
  ];
  try {
    const { benchExport } = await import('./export.mjs');
    steps.push(['export', benchExport]);
  } catch (err) {
    if (err.code !== 'ERR_MODULE_NOT_FOUND') throw err;
  }
  return steps;
}

export async function main() {
  const started = performance.now();
  const steps = selectedSteps();
  const report = new Report();
  // The build first: the front-end and Lighthouse figures then measure the fresh build.
  if (steps.has('build')) await benchBuild(report, { log });
  const browser = (await browserSteps()).filter(([name]) => steps.has(name));
  if (steps.has('api') || browser.length) {
    const api = await benchApi(report, log, { measure: steps.has('api') });
    const context = { base: api.base, auth: api.auth, log };
    try {
      for (const [name, step] of browser) {
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
  }
  // Issue 32: the office analytics on PostgreSQL (its own seed and server), with the API rows.
  if (steps.has('api')) {
    try {
      await benchAnalyticsPostgres(report, log);
    } catch (err) {
      report.skip('api', 'office analytics PostgreSQL', `failed: ${err.message.split('\n')[0]}`);
    }
  }
  // Issue 33: the office queue search, uncached at 50 connections, on SQLite and PostgreSQL.
  if (steps.has('search')) await benchSearch(report, log);
  // Last: its own seeds and servers (two instances on each database), on ports of its own.
  if (steps.has('mixed')) await benchMixed(report, { log });
  report.detail('totalSeconds', Math.round((performance.now() - started) / 1000));
  report.print();
  log(
    `results written to ${report.write()} in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  return report.rows.some((r) => r.verdict === 'FAIL') ? 1 : 0;
}
