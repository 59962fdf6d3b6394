/**
 * Export: 10,000 ticket rows to XLSX (and CSV) with the shipped `exportRows`, in the composed
 * production portal. The shared module is taken from the Module Federation share scope (the
 * very instance the tickets page uses), the download is captured and checked, and every long
 * task (> 50 ms, the browser's own threshold) on the main thread during the export is recorded.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import * as XLSX from 'xlsx';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './frontend.mjs';
import { MARKERS, missingBuilds } from './lib/bundles.mjs';

export const EXPORT_ROWS = 10_000;
/** Shared singletons the tickets page exports with: `exportRows`, and the dates as the table shows them. */
const SHARED = { export: '@inventor-portal/shared/export', ui: '@inventor-portal/shared/ui' };
/** Spec §2 "Tickets list": the export's header row, in the table's order (the e2e suite's list). */
export const TICKET_HEADERS = JSON.parse(
  fs.readFileSync(
    fileURLToPath(new URL('../e2e/src/ticket-list-columns.json', import.meta.url)),
    'utf8',
  ),
);

/**
 * Runs in the page: resolves the shared modules the page uses (`names`: key -> share name) and
 * keeps them merged as `window.__benchShared`.
 */
async function loadShared(names) {
  const federation = globalThis.__FEDERATION__;
  if (!federation) throw new Error('no globalThis.__FEDERATION__ on the page');
  const merged = {};
  const found = {};
  for (const [key, name] of Object.entries(names)) {
    // __SHARE__: instance name -> share scope -> package -> version -> shared entry. The page's
    // singleton is the loaded entry (the host's), whichever container map it is reached through.
    const entries = [];
    for (const scopes of Object.values(federation.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes ?? {})) {
        for (const entry of Object.values(scope?.[name] ?? {})) entries.push(entry);
      }
    }
    if (!entries.length) throw new Error(`${name} is not in the share scope`);
    const entry =
      entries.find((e) => e.loaded && e.lib) ?? entries.find((e) => e.loaded) ?? entries[0];
    Object.assign(merged, entry.lib ? entry.lib() : (await entry.get())());
    found[key] = { from: entry.from, version: entry.version, candidates: entries.length };
  }
  for (const fn of ['exportRows', 'formatDate', 'formatDateTime']) {
    if (typeof merged[fn] !== 'function') throw new Error(`the shared modules have no ${fn}`);
  }
  window.__benchShared = merged;
  return found;
}

/** Runs in the page: 10,000 ticket-like rows as the tickets list holds them (TicketRow). */
function makeRows(count) {
  const words =
    'solar cell membrane catalyst sensor polymer battery drone lattice enzyme optical thermal coating'.split(
      ' ',
    );
  const text = (seed, n) =>
    Array.from({ length: n }, (_, k) => words[(seed * 7 + k * 3) % words.length]).join(' ');
  const statuses = ['pending', 'approved', 'refused'];
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const names = Array.from(
      { length: 1 + (i % 3) },
      (_, k) => `Inventor ${(i * 13 + k * 7) % 20000}`,
    );
    rows.push({
      id: i + 1,
      title: `Ticket ${i + 1}: ${text(i, 5)}`,
      summary: text(i + 1, 40),
      context: text(i + 2, 40),
      problem_identification: text(i + 3, 40),
      drawings: i % 4 === 0 ? `/media/drawings/ticket-${i + 1}.png` : null,
      inventors: names.map((_, k) => k + 1),
      inventorNames: names,
      co_applications: i % 5 === 0 ? ['CNRS', 'INSERM'] : [],
      status: statuses[i % 3],
      is_draft: false,
      meeting_date: i % 2 === 0 ? `2024-0${1 + (i % 9)}-1${i % 10}` : null,
      created_at: new Date(Date.UTC(2024, i % 12, 1 + (i % 28), i % 24, i % 60)).toISOString(),
    });
  }
  window.__benchRows = rows;
  return rows.length;
}

/**
 * Runs in the page: exportRows with the tickets list's export columns (remote-tickets
 * ticket-columns.tsx: dates as the table shows them, inventors as names), timed, with the long
 * tasks that overlap it.
 */
async function runExport({ format, headers }) {
  const shared = window.__benchShared;
  const keys = [
    'title',
    'summary',
    'context',
    'problem_identification',
    'drawings',
    'inventors',
    'co_applications',
    'status',
    'meeting_date',
    'created_at',
  ];
  const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
  const formatWhen = (v) =>
    !v ? '' : DATE_ONLY.test(v.trim()) ? shared.formatDate(v) : shared.formatDateTime(v);
  const custom = {
    inventors: (row) => row.inventorNames,
    meeting_date: (row) => formatWhen(row.meeting_date),
    created_at: (row) => formatWhen(row.created_at),
  };
  const columns = keys.map((key, i) => ({
    key,
    header: headers[i],
    value: custom[key] ?? ((row) => row[key]),
  }));
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask', buffered: true });
  // Let the observer's buffered backlog (page load) arrive before the export starts.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const start = performance.now();
  await shared.exportRows({
    format,
    fileName: 'tickets',
    sheetName: 'Tickets',
    columns,
    rows: window.__benchRows,
  });
  const end = performance.now();
  // Long-task entries are queued after the task ends: give them time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  observer.takeRecords().forEach((entry) => tasks.push(entry));
  observer.disconnect();
  const during = tasks
    .filter((t) => t.startTime < end && t.startTime + t.duration > start)
    .map((t) => ({
      startMs: Math.round(t.startTime - start),
      durationMs: Math.round(t.duration),
      name: t.name,
    }));
  return { ms: end - start, longTasks: during };
}

/**
 * Runs in the page: resolves once no long task has run for a second (at most 15 s), so the
 * page's own work after load (the table rendering as inventor lookups arrive) is not counted
 * as the export's.
 */
async function waitForQuiet() {
  const seen = [];
  const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const started = performance.now();
  let quietSince = started;
  while (performance.now() - started < 15_000 && performance.now() - quietSince < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (seen.length) {
      quietSince = performance.now();
      seen.length = 0;
    }
  }
  observer.disconnect();
  return Math.round(performance.now() - started);
}

/** Checks the xlsx bytes: a zip, one 'Tickets' sheet, the header row and every data row. */
function checkXlsx(bytes) {
  if (bytes.subarray(0, 2).toString('latin1') !== 'PK')
    throw new Error('tickets.xlsx is not a zip (no PK header)');
  const book = XLSX.read(bytes, { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
  return { sheetNames: book.SheetNames, rows: rows.length, header: rows[0] };
}

function checkCsv(text) {
  const header = text.slice(0, text.indexOf('\r\n'));
  return { header, lines: text.split('\r\n').filter(Boolean).length };
}

async function exportOnce(page, format) {
  const quietAfterMs = await page.evaluate(waitForQuiet);
  const [download, result] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.evaluate(runExport, { format, headers: TICKET_HEADERS }),
  ]);
  const file = await download.path();
  return {
    ...result,
    quietAfterMs,
    fileName: download.suggestedFilename(),
    bytes: fs.readFileSync(file),
  };
}

export async function benchExport(report, { base, auth, log }) {
  if (missingBuilds().length) {
    report.skip('export', '10,000 rows XLSX', 'no build output (run npm run build)');
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const details = {};
  try {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    await context.addCookies([
      { name: 'sessionid', value: auth.session, url: base },
      { name: 'csrftoken', value: auth.csrf, url: base },
    ]);
    const page = await context.newPage();
    // Every script the page fetches, and whether it carries xlsx (SheetJS marker, lib/bundles.mjs).
    const scripts = [];
    const reading = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js') || response.status() >= 300) return;
      const entry = { path: pathname, xlsx: null };
      scripts.push(entry);
      reading.push(
        response.body().then(
          (body) => (entry.xlsx = body.includes(MARKERS.xlsx)),
          () => undefined,
        ),
      );
    });
    const warnings = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    log('chromium /tickets, then exportRows from the share scope');
    await page.goto(`${base}/tickets`);
    await page.getByRole('button', { name: 'Export' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    details.shared = await page.evaluate(loadShared, SHARED);
    details.rows = await page.evaluate(makeRows, EXPORT_ROWS);
    await page.evaluate(waitForQuiet);
    await Promise.all(reading);
    const beforeExport = scripts.length;
    const xlsxBeforeExport = scripts.some((s) => s.xlsx);

    // A first, unmeasured export warms the worker/xlsx chunk (HTTP cache) as a user's second export would be.
    log(`export ${EXPORT_ROWS} rows to XLSX (cold, then measured)`);
    const cold = await exportOnce(page, 'xlsx');
    const fetched = scripts.slice(beforeExport).map((s) => s.path);
    details.xlsxCold = {
      ms: Math.round(cold.ms),
      quietAfterMs: cold.quietAfterMs,
      longTasks: cold.longTasks,
      scriptsFetched: fetched,
    };
    const xlsx = await exportOnce(page, 'xlsx');
    const check = checkXlsx(xlsx.bytes);
    details.xlsx = {
      ms: Math.round(xlsx.ms),
      quietAfterMs: xlsx.quietAfterMs,
      bytes: xlsx.bytes.length,
      fileName: xlsx.fileName,
      longTasks: xlsx.longTasks,
      check,
    };
    const valid =
      xlsx.fileName === 'tickets.xlsx' &&
      check.sheetNames.join() === 'Tickets' &&
      check.rows === EXPORT_ROWS + 1 &&
      JSON.stringify(check.header) === JSON.stringify(TICKET_HEADERS);
    const longest = (tasks) => Math.max(0, ...tasks.map((t) => t.durationMs));
    report.add(
      'export',
      `${EXPORT_ROWS.toLocaleString('en')} rows XLSX time`,
      Math.round(xlsx.ms),
      'ms',
    );
    report.add(
      'export',
      `${EXPORT_ROWS.toLocaleString('en')} rows XLSX first export time (worker + xlsx download)`,
      Math.round(cold.ms),
      'ms',
    );
    report.add(
      'export',
      'longest main-thread task during export',
      Math.max(longest(xlsx.longTasks), longest(cold.longTasks)),
      'ms',
      '<= 50',
      (v) => v <= 50,
    );
    report.add(
      'export',
      'xlsx downloaded before the first export',
      xlsxBeforeExport,
      '',
      'no',
      (v) => !v,
    );
    report.add(
      'export',
      'workbook built in a Web Worker (worker chunk fetched)',
      fetched.some((p) => /xlsx-worker/.test(p)),
      '',
      'yes',
      (v) => v,
    );
    report.add(
      'export',
      `tickets.xlsx valid (sheet 'Tickets', header + ${EXPORT_ROWS.toLocaleString('en')} rows)`,
      valid,
      '',
      'yes',
      (v) => v,
    );

    log(`export ${EXPORT_ROWS} rows to CSV`);
    const csv = await exportOnce(page, 'csv');
    const csvCheck = checkCsv(csv.bytes.toString('utf8'));
    details.csv = {
      ms: Math.round(csv.ms),
      bytes: csv.bytes.length,
      fileName: csv.fileName,
      longTasks: csv.longTasks,
      check: csvCheck,
    };
    report.add(
      'export',
      `${EXPORT_ROWS.toLocaleString('en')} rows CSV time`,
      Math.round(csv.ms),
      'ms',
    );
    report.add(
      'export',
      'longest main-thread task during CSV export',
      longest(csv.longTasks),
      'ms',
    );
    const csvValid =
      csv.fileName === 'tickets.csv' &&
      csvCheck.header === TICKET_HEADERS.map((h) => `"${h}"`).join(',') &&
      csvCheck.lines === EXPORT_ROWS + 1;
    report.add(
      'export',
      `tickets.csv valid (header + ${EXPORT_ROWS.toLocaleString('en')} rows)`,
      csvValid,
      '',
      'yes',
      (v) => v,
    );
    details.consoleWarnings = warnings;
    await context.close();
  } finally {
    await browser.close();
    report.detail('export', details);
  }
}
