import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, HttpClient, startChild, type ChildServer } from './child-server';

const ADMIN_URL = process.env.DATABASE_URL_TEST;

/**
 * A TCP forwarder in front of PostgreSQL: `down()` cuts every connection and refuses new
 * ones, as a database restart does, without touching the machine's PostgreSQL (other suites
 * use it at the same time).
 */
class PgProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = null;
  }
}

/** The fault needs a PostgreSQL it may create a database on: without one it fails, it never skips. */
function adminUrl(): string {
  if (!ADMIN_URL)
    throw new Error(
      'fault (b) needs DATABASE_URL_TEST, e.g. postgres://postgres@127.0.0.1:5432/test',
    );
  return ADMIN_URL;
}

describe('fault (b): PostgreSQL goes away under load and comes back', () => {
  const dbName = `portal_fault_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-pgfault-'));
  let server: ChildServer | undefined;
  let proxy: PgProxy | undefined;

  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
  });

  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    await proxy?.down();
    if (ADMIN_URL) await admin(`drop database if exists ${dbName}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a detail while it is down, recovers without a restart and loses no acknowledged write', async () => {
    const target = new URL(adminUrl());
    proxy = new PgProxy(await freePort(), {
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    await proxy.up();
    const viaProxy = new URL(adminUrl());
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${dbName}`;
    server = await startChild(dataDir, await freePort(), { DATABASE_URL: viaProxy.toString() });
    const client = new HttpClient(server.baseUrl);
    await client.signUpAndIn('outage@example.org');

    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let n = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        n += 1;
        const res = await client.request('POST', '/api/inventors/ticket/create/', {
          title: `Outage ticket ${n}`,
          summary: 's',
          context: 'c',
          problem_identification: 'p',
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        else {
          const body = (await res.json()) as { detail?: string };
          expect(typeof body.detail).toBe('string');
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const workers = Array.from({ length: 3 }, worker);
    while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 20));

    await proxy.down();
    await new Promise((r) => setTimeout(r, 300));
    if (server.process.exitCode !== null)
      throw new Error(`server died when the database went away:\n${server.output.join('')}`);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { detail: string }).detail).toBe('Database unavailable.');
    const during = await client.request('GET', '/api/inventors/tickets/');
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({
      detail: 'The database is unavailable right now. Please try again shortly.',
    });
    await new Promise((r) => setTimeout(r, 1500));

    await proxy.up();
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${server.baseUrl}/api/health`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('did not recover within 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const before = acknowledged.length;
    while (acknowledged.length < before + 10) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(workers);

    expect(server.process.exitCode).toBeNull(); // never restarted, never crashed
    expect(statuses.get(500) ?? 0).toBe(0);
    const list = await client.request('GET', '/api/inventors/tickets/?page_size=100');
    const listed = new Set<number>();
    const first = (await list.json()) as { count: number; results: { id: number }[] };
    first.results.forEach((t) => listed.add(t.id));
    for (let page = 2; listed.size < first.count; page += 1) {
      const more = (await (
        await client.request('GET', `/api/inventors/tickets/?page_size=100&page=${page}`)
      ).json()) as { results: { id: number }[] };
      more.results.forEach((t) => listed.add(t.id));
    }
    expect(acknowledged.filter((id) => !listed.has(id))).toEqual([]);
    console.log(
      `pg outage: ${acknowledged.length} tickets acknowledged and kept; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  });
});
