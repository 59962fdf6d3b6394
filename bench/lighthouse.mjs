/** Lighthouse (desktop preset) on /login and /dashboard, in Debian Chromium started here. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './frontend.mjs';
import { missingBuilds } from './lib/bundles.mjs';
import { stopProcess, waitForHttp } from './lib/processes.mjs';

const DEBUG_PORT = Number(process.env.BENCH_CHROME_PORT ?? 8733);

export async function benchLighthouse(report, { base, auth, log }) {
  if (missingBuilds().length) {
    report.skip('lighthouse', '/login and /dashboard', 'no build output (run npm run build)');
    return;
  }
  let lighthouse;
  let desktopConfig;
  try {
    lighthouse = (await import('lighthouse')).default;
    desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  } catch (err) {
    report.skip('lighthouse', '/login and /dashboard', `lighthouse not installed: ${err.message}`);
    return;
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      stdio: 'ignore',
      // Its own process group, so the renderer and GPU helpers are stopped with it.
      detached: true,
    },
  );
  // A missing browser must end in a SKIP row, not an unhandled 'error' event.
  let spawnError = '';
  child.on('error', (err) => {
    spawnError = `${CHROMIUM_PATH}: ${err.message}`;
  });
  const chrome = { child, output: () => spawnError };
  const results = {};
  let cdp = null;
  try {
    await waitForHttp(`http://127.0.0.1:${DEBUG_PORT}/json/version`, chrome, 20_000);
    // The session cookie goes into the browser itself; Lighthouse must then keep storage
    // (a storage reset would clear the cookie and land /dashboard on /login).
    cdp = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
    await cdp.contexts()[0].addCookies([
      { name: 'sessionid', value: auth.session, url: base },
      { name: 'csrftoken', value: auth.csrf, url: base },
    ]);
    // /dashboard first: /login with a live session would redirect to the dashboard, so the
    // cookies are cleared before /login runs.
    for (const route of ['/dashboard', '/login']) {
      if (route === '/login') await cdp.contexts()[0].clearCookies();
      log(`lighthouse ${route}`);
      const flags = {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      };
      // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine) is run once more.
      let run = await lighthouse(`${base}${route}`, flags, desktopConfig);
      if (run.lhr.runtimeError) {
        log(`lighthouse ${route}: ${run.lhr.runtimeError.code}, running it again`);
        run = await lighthouse(`${base}${route}`, flags, desktopConfig);
      }
      const { categories, audits, finalDisplayedUrl, runtimeError } = run.lhr;
      if (runtimeError) throw new Error(`${route}: ${runtimeError.code} ${runtimeError.message}`);
      const r = {
        url: finalDisplayedUrl,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        fcp: Math.round(audits['first-contentful-paint'].numericValue),
        // Where the main-thread time goes (kept in results.json, not in the table).
        bootup: (audits['bootup-time'].details?.items ?? []).slice(0, 6).map((i) => ({
          url: i.url,
          total: Math.round(i.total),
          scripting: Math.round(i.scripting),
        })),
        longTasks: (audits['long-tasks']?.details?.items ?? []).slice(0, 6).map((i) => ({
          url: i.url,
          startTime: Math.round(i.startTime),
          duration: Math.round(i.duration),
        })),
        failedA11y: Object.values(audits)
          .filter(
            (a) =>
              categories.accessibility.auditRefs.some((ref) => ref.id === a.id) && a.score === 0,
          )
          .map((a) => a.id),
      };
      results[route] = r;
      report.add('lighthouse', `${route} performance`, r.performance, '', '>= 95', (v) => v >= 95);
      report.add(
        'lighthouse',
        `${route} accessibility`,
        r.accessibility,
        '',
        '= 100',
        (v) => v === 100,
      );
      report.add('lighthouse', `${route} LCP`, r.lcp, 'ms');
      report.add('lighthouse', `${route} TBT`, r.tbt, 'ms');
      report.add('lighthouse', `${route} CLS`, r.cls, '');
      if (new URL(r.url).pathname !== route)
        report.add(
          'lighthouse',
          `${route} final URL`,
          new URL(r.url).pathname,
          '',
          route,
          () => false,
        );
    }
  } catch (err) {
    report.skip('lighthouse', 'run', err.message.split('\n')[0]);
  } finally {
    await cdp?.close().catch(() => undefined);
    report.detail('lighthouse', results);
    await stopProcess(chrome);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group has already exited
    }
    // A helper process may still be flushing the profile for a moment; it is a temp folder.
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
