/**
 * Mixed load (issue 22): many signed-in inventors doing what the portal's screens do, about 5 %
 * of the requests writes, on SQLite and PostgreSQL with one and two server instances, at 10 and
 * 50 connections; req/s and p50/p99 per endpoint. See bench/README.md "Mixed load".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './lib/mixed-load.mjs';
import { PATENTS_LIST, SCREENS } from './lib/mixed-scenario.mjs';
import { signedInUser, signInMixedUsers } from './lib/mixed-users.mjs';
import { createScratchDatabase, dropScratchDatabase } from './lib/postgres.mjs';
import {
  REPO_ROOT,
  runNode,
  startCluster,
  startPortal,
  stopProcess,
  waitForHttp,
} from './lib/processes.mjs';
import { BENCH_LOGIN } from './seed-plan.mjs';

/** The first instance's port; the second instance listens on the next one. */
const MIXED_PORT = Number(process.env.BENCH_MIXED_PORT ?? 8734);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = [10, 50];
const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** BENCH_MIXED_DATABASES=sqlite or =postgres runs one database only (default: both). */
function selectedDatabases(value = process.env.BENCH_MIXED_DATABASES) {
  const wanted = (value ?? 'sqlite,postgres')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((d) => !(d in DATABASE_NAMES));
  if (unknown.length)
    throw new Error(`BENCH_MIXED_DATABASES: unknown ${unknown.join(', ')} (sqlite, postgres)`);
  return wanted;
}

/**
 * Issue 22's budgets, on the configuration and connection count each names. `afterWriteP99`:
 * every endpoint's p99 when the server computes it (reads: the requests not answered from
 * memory, as the server's `x-remembered-answer` header says; writes: all of theirs; ticket
 * creation has its own budget).
 */
const BUDGETS = {
  // Issue 33: one SQLite process at 50 connections.
  'SQLite x1': { mixed: { 50: { p99: 60 } } },
  // Two instances (WORKERS=2) on the two-core machine: the SQLite deployment that uses both cores.
  'SQLite x2': { mixed: { 50: { rps: 2500, p99: 50, ticketCreateP99: 100, afterWriteP99: 50 } } },
  // Issue 33: twice the mixed-load throughput measured before it (345 req/s at 10 connections,
  // 418 at 50), and ticket creation p50 <= 30 ms where the issue measured it (89 ms at 10
  // connections). At 50 connections its p50 is an INFO row with the other endpoints': there every
  // statement outside a transaction queues for one of the pool's 10 connections behind the
  // other 49 requests, so a write pays that wait once per such statement (a read about 3 times).
  'PostgreSQL x1': {
    mixed: { 10: { rps: 690, ticketCreateP50: 30 }, 50: { rps: 836 } },
  },
  'PostgreSQL x2': { patents10: { rps: 2000, p99: 25 }, mixed: { 50: { rps: 1500, p99: 100 } } },
};

/** Issue 33: two instances serve at least 1.3 times one instance's mixed load, per database. */
const SCALE_OUT_RATIO = 1.3;

function startServer(index, dataDir, databaseUrl) {
  const port = MIXED_PORT + index;
  const proc = startPortal({ port, dataDir, databaseUrl });
  return { proc, port, base: `http://127.0.0.1:${port}` };
}

async function started(server) {
  try {
    await waitForHttp(`${server.base}/api/health`, server.proc);
  } catch (err) {
    await stopProcess(server.proc);
    throw err;
  }
  return server;
}

const brief = (r) =>
  `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors` +
  (r.writeShare ? `, ${r.writeShare} % writes` : '') +
  `, load generator ${r.loadCpu} % of a core`;

/** The patents list alone, then the mixed load at each connection count, each after a warm-up. */
async function measure(label, ports, users, bench, log) {
  const out = { ports, mixed: {} };
  const patents = {
    ports,
    connections: 10,
    users: [bench],
    screens: PATENTS_LIST,
    shareUsers: true,
  };
  await runLoad({ ...patents, seconds: WARM_UP_SECONDS });
  out.patents10 = await runLoad({ ...patents, seconds: SECONDS });
  log(`mixed ${label} patents list c=10: ${brief(out.patents10)}`);
  for (const connections of CONNECTIONS) {
    const load = { ports, connections, users, screens: SCREENS };
    await runLoad({ ...load, seconds: WARM_UP_SECONDS, seed: connections });
    out.mixed[connections] = await runLoad({ ...load, seconds: SECONDS, seed: 1000 + connections });
    log(`mixed ${label} c=${connections}: ${brief(out.mixed[connections])}`);
  }
  return out;
}

const atMost = (limit) => [`<= ${limit}`, (v) => v !== null && v <= limit];
const atLeast = (limit) => [`>= ${limit}`, (v) => v !== null && v >= limit];
const none = ['= 0', (v) => v === 0];

/** One endpoint's figures in one cell; the after-a-write p99 when it is not all of its requests. */
function endpointText(e) {
  const parts = [`${e.rps} req/s`, `p50 ${e.p50} ms`, `p99 ${e.p99} ms`];
  if (!e.write && e.afterWrite.requests && e.afterWrite.requests < e.requests) {
    const share = Math.round((100 * e.afterWrite.requests) / e.requests);
    parts.push(`after a write p99 ${e.afterWrite.p99} ms (${share} % of its requests)`);
  }
  if (!e.write && e.computed.requests < e.requests) {
    const share = Math.round((100 * (e.requests - e.computed.requests)) / e.requests);
    parts.push(`${share} % from memory, computed p99 ${e.computed.p99 ?? '-'} ms`);
  }
  if (e.errors) parts.push(`${e.errors} errors`);
  return parts.join(', ');
}

function addRows(report, label, result) {
  const budgets = BUDGETS[label] ?? {};
  const add = (name, value, unit, budget) =>
    report.add('mixed', `${label} ${name}`, value, unit, ...(budget ?? []));

  const p = result.patents10;
  const pb = budgets.patents10;
  add('patents list c=10 req/s', p.rps, 'req/s', pb && atLeast(pb.rps));
  add('patents list c=10 p99', p.p99, 'ms', pb && atMost(pb.p99));
  add('patents list c=10 non-2xx + errors', p.errors, '', none);

  for (const connections of CONNECTIONS) {
    const r = result.mixed[connections];
    const b = budgets.mixed?.[connections];
    const at = `c=${connections}`;
    add(`mixed ${at} req/s`, r.rps, 'req/s', b?.rps && atLeast(b.rps));
    add(`mixed ${at} p50`, r.p50, 'ms');
    add(`mixed ${at} p99`, r.p99, 'ms', b?.p99 && atMost(b.p99));
    add(`mixed ${at} writes`, r.writeShare, '% of requests');
    add(`mixed ${at} reads right after a write`, r.afterWriteShare, '% of reads');
    add(`mixed ${at} reads answered from memory`, r.rememberedShare, '% of reads');
    add(`mixed ${at} load generator CPU`, r.loadCpu, '% of one core');
    add(`mixed ${at} non-2xx + errors`, r.errors, '', none);
    for (const [name, e] of Object.entries(r.endpoints)) {
      add(`${at} ${name}`, endpointText(e), '');
      if (e.errors)
        add(`${at} ${name} non-2xx + errors (first: ${e.firstError})`, e.errors, '', none);
    }
    if (b?.ticketCreateP50) {
      const create = r.endpoints['ticket create'];
      add(`${at} ticket create p50`, create?.p50 ?? null, 'ms', atMost(b.ticketCreateP50));
    }
    if (b?.ticketCreateP99) {
      const create = r.endpoints['ticket create'];
      add(`${at} ticket create p99`, create?.p99 ?? null, 'ms', atMost(b.ticketCreateP99));
    }
    if (!b?.afterWriteP99) continue;
    for (const [name, e] of Object.entries(r.endpoints)) {
      if (name === 'ticket create') continue;
      const value = e.write ? e.p99 : e.computed.p99;
      if (value === null)
        report.skip('mixed', `${label} ${at} ${name} p99 computed`, 'no such request');
      else add(`${at} ${name} p99 computed`, value, 'ms', atMost(b.afterWriteP99));
    }
  }
}

/** Two instances against one, at each connection count: the throughput ratio (issue 33). */
function addScaleOutRows(report, name, configurations, scaled = 'x2') {
  const one = configurations[`${name} x1`];
  const two = configurations[`${name} ${scaled}`];
  if (!one || !two) return;
  for (const connections of CONNECTIONS) {
    const base = one.mixed[connections]?.rps;
    const ratio = base ? Math.round((100 * two.mixed[connections].rps) / base) / 100 : null;
    report.add(
      'mixed',
      `${name} ${scaled} / x1 mixed c=${connections} req/s`,
      ratio,
      'x',
      ...atLeast(SCALE_OUT_RATIO),
    );
  }
}

/** Seeds one database, starts one then two servers on it, and measures each configuration. */
async function benchDatabase(database, report, log) {
  const name = DATABASE_NAMES[database];
  const dataDir = path.join(os.tmpdir(), `inventor-portal-mixed-${database}-${process.pid}`);
  const scratch = `inventor_portal_bench_${process.pid}`;
  const servers = [];
  const detail = { configurations: {} };
  try {
    fs.rmSync(dataDir, { recursive: true, force: true });
    let databaseUrl = '';
    if (database === 'postgres') databaseUrl = await createScratchDatabase(scratch);
    log(`mixed: seeding ${name} …`);
    const seedArgs = database === 'postgres' ? ['--postgres', databaseUrl] : [dataDir];
    const seed = JSON.parse(
      (
        await runNode(['--import', 'tsx', path.join(REPO_ROOT, 'bench', 'seed.ts'), ...seedArgs])
      ).trim(),
    );
    detail.seed = seed;
    report.add(
      'mixed',
      `${name} bulk seed (same rows as the API step, ${seed.rows.users} accounts)`,
      seed.totalMs / 1000,
      's',
    );

    servers.push(await started(startServer(0, dataDir, databaseUrl)));
    const signInStart = performance.now();
    const users = await signInMixedUsers(servers[0].base);
    const bench = await signedInUser(servers[0].base, BENCH_LOGIN, 1);
    const signInSeconds = (performance.now() - signInStart) / 1000;
    report.add(
      'mixed',
      `${name} sign-in of ${users.length} users and their first reads`,
      signInSeconds,
      's',
    );
    detail.users = users.length;

    for (const instances of [1, 2]) {
      if (instances === 2) servers.push(await started(startServer(1, dataDir, databaseUrl)));
      const label = `${name} x${instances}`;
      const result = await measure(
        label,
        servers.map((s) => s.port),
        users,
        bench,
        log,
      );
      detail.configurations[label] = result;
      addRows(report, label, result);
    }
    addScaleOutRows(report, name, detail.configurations);
    if (database === 'sqlite') {
      // Issue 33 point 4: `WORKERS=2 npm start`, the node:cluster supervisor and two workers
      // on one port (the two instances above each have their own port).
      while (servers.length) await stopProcess(servers.pop().proc);
      const port = MIXED_PORT + 2;
      const cluster = { proc: startCluster({ port, dataDir }), port };
      servers.push({ ...cluster, base: `http://127.0.0.1:${port}` });
      await started(servers[0]);
      const label = `${name} WORKERS=2`;
      const result = await measure(label, [port], users, bench, log);
      detail.configurations[label] = result;
      addRows(report, label, result);
      addScaleOutRows(report, name, detail.configurations, 'WORKERS=2');
    }
  } finally {
    for (const server of servers) await stopProcess(server.proc);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database === 'postgres') await dropScratchDatabase(scratch).catch(() => undefined);
  }
  return detail;
}

export async function benchMixed(report, { log }) {
  const details = {
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    screens: SCREENS.map(({ name, weight }) => ({ name, weight })),
    databases: {},
  };
  for (const database of selectedDatabases()) {
    try {
      details.databases[database] = await benchDatabase(database, report, log);
    } catch (err) {
      log(`mixed ${database} failed: ${err.stack ?? err}`);
      report.skip('mixed', DATABASE_NAMES[database], `failed: ${err.message.split('\n')[0]}`);
    }
  }
  report.detail('mixed', details);
}
