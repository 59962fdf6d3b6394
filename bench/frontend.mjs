/** Front end: what each route downloads first, measured in Chromium against the running server. */
import { chromium } from 'playwright-core';
import {
  containerOf,
  duplicatedSingletons,
  gzipSize,
  kb,
  MARKERS,
  missingBuilds,
  remoteEntrySizes,
} from './lib/bundles.mjs';

export const ROUTES = ['/login', '/dashboard', '/tickets', '/patents', '/settings'];
/** Routes whose first screen shows a table (material-react-table allowed there). */
const TABLE_ROUTES = new Set(['/tickets', '/patents']);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Records every JS/CSS response of the page with its size and markers. */
function recordAssets(page) {
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.(m?js|css)$/.test(url.pathname) || response.status() >= 300) return;
    pending.push(
      response
        .body()
        .then((body) => {
          files.push({
            path: url.pathname,
            container: containerOf(url.pathname),
            kind: url.pathname.endsWith('.css') ? 'css' : 'js',
            raw: body.length,
            gzip: gzipSize(body),
            markers: Object.entries(MARKERS)
              .filter(([, marker]) => body.includes(marker))
              .map(([name]) => name),
          });
        })
        .catch(() => undefined),
    );
  });
  return { files, settle: () => Promise.all(pending) };
}

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

const sum = (files, kind) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);

async function authedContext(browser, base, auth) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (auth) {
    await context.addCookies([
      { name: 'sessionid', value: auth.session, url: base },
      { name: 'csrftoken', value: auth.csrf, url: base },
    ]);
  }
  return context;
}

export async function benchFrontend(report, { base, auth, log }) {
  const missing = missingBuilds();
  if (missing.length) {
    report.skip(
      'front',
      'route sizes',
      `no build output for ${missing.join(', ')} (run npm run build)`,
    );
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const routes = {};
  try {
    for (const route of ROUTES) {
      log(`chromium cold load ${route}`);
      const context = await authedContext(browser, base, route === '/login' ? null : auth);
      const page = await context.newPage();
      const rec = recordAssets(page);
      await page.goto(`${base}${route}`);
      await settle(page);
      await rec.settle();
      const landed = new URL(page.url()).pathname;
      await context.close();
      const files = rec.files;
      const has = (marker) =>
        files
          .filter((f) => f.markers.includes(marker))
          .map((f) => `${f.container}${f.path.replace(/^.*\//, '/')}`);
      routes[route] = {
        landed,
        jsGzip: sum(files, 'js'),
        cssGzip: sum(files, 'css'),
        files,
        mrt: has('material-react-table'),
        xlsx: has('xlsx'),
        runtimeContainers: [
          ...new Set(files.filter((f) => f.markers.includes('MF runtime')).map((f) => f.container)),
        ],
        duplicates: duplicatedSingletons(files),
      };
      const r = routes[route];
      const isLogin = route === '/login';
      if (landed !== route)
        report.add('front', `${route} landed on`, landed, '', route, () => false);
      report.add(
        'front',
        `${route} first-load JS (gzip)`,
        kb(r.jsGzip),
        'KB',
        isLogin ? '<= 230' : '',
        isLogin ? (v) => v <= 230 : null,
      );
      report.add('front', `${route} first-load CSS (gzip)`, kb(r.cssGzip), 'KB');
      report.add('front', `${route} JS files`, files.filter((f) => f.kind === 'js').length, '');
      if (!TABLE_ROUTES.has(route))
        report.add(
          'front',
          `${route} downloads material-react-table`,
          r.mrt.length > 0,
          '',
          'no',
          (v) => !v,
        );
      report.add('front', `${route} downloads xlsx`, r.xlsx.length > 0, '', 'no', (v) => !v);
      // Every route here is the bench inventor's (or nobody's): the office remote is never theirs.
      report.add(
        'front',
        `${route} downloads remote-office`,
        files.some((f) => f.container === 'remote-office'),
        '',
        'no',
        (v) => !v,
      );
      report.add(
        'front',
        `${route} containers shipping the MF runtime`,
        r.runtimeContainers.length,
        '',
        '<= 1',
        (v) => v <= 1,
      );
      report.add(
        'front',
        `${route} shared singletons downloaded twice`,
        r.duplicates.length ? r.duplicates.join('; ') : 'none',
        '',
        'none',
        (v) => v === 'none',
      );
    }

    log('chromium walk through every route in one page (client-side navigation)');
    const context = await authedContext(browser, base, auth);
    const page = await context.newPage();
    const rec = recordAssets(page);
    await page.goto(`${base}/dashboard`);
    await settle(page);
    for (const route of ROUTES.slice(2)) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await settle(page);
    }
    await rec.settle();
    await context.close();
    const walkDuplicates = duplicatedSingletons(rec.files);
    const walkRuntime = [
      ...new Set(rec.files.filter((f) => f.markers.includes('MF runtime')).map((f) => f.container)),
    ];
    routes.walk = {
      jsGzip: sum(rec.files, 'js'),
      files: rec.files,
      duplicates: walkDuplicates,
      runtimeContainers: walkRuntime,
    };
    report.add('front', 'walk of all routes: JS (gzip)', kb(routes.walk.jsGzip), 'KB');
    report.add(
      'front',
      'walk: containers shipping the MF runtime',
      `${walkRuntime.length} (${walkRuntime.join(', ')})`,
      '',
      '1',
      (v) => v.startsWith('1 '),
    );
    report.add(
      'front',
      'walk: shared singletons downloaded twice',
      walkDuplicates.length ? walkDuplicates.join('; ') : 'none',
      '',
      'none',
      (v) => v === 'none',
    );
    report.add(
      'front',
      'walk: an inventor downloads remote-office',
      rec.files.some((f) => f.container === 'remote-office'),
      '',
      'no',
      (v) => !v,
    );
  } finally {
    await browser.close();
  }
  for (const entry of remoteEntrySizes()) {
    report.add('front', `${entry.container} remoteEntry.js (gzip)`, kb(entry.gzip), 'KB');
    report.add(
      'front',
      `${entry.container} remoteEntry.js carries the MF runtime`,
      entry.hasRuntime,
      '',
    );
  }
  report.detail('frontend', routes);
}
