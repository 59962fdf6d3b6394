import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { encodePng } from '../../src/cli/demo/png';
import { freePort, startChild, type ChildServer } from '../faults/child-server';
import { startSmtpListener, type SmtpListener } from '../mail/smtp-listener';
import {
  Browser,
  openEventStream,
  rawRequest,
  sleep,
  TestDatabase,
  ticketBody,
  waitFor,
  writeFakeBuild,
} from './harness';
import { recipeFor, selfSignedCertificate, startNginx, type RunningNginx } from './nginx';

/**
 * deploy/nginx.conf in front of PostgreSQL-backed instances that share nothing on disk (each its
 * own DATA_DIR): what one instance writes, another serves; limits and events span them; one
 * dying loses no acknowledged write.
 */
describe('cluster: nginx (deploy/nginx.conf) in front of PostgreSQL-backed instances', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-cluster-'));
  const database = TestDatabase.fromEnv();
  const secretKey = randomBytes(32).toString('hex');
  let cacheRules: Record<string, string> = {};
  let smtp: SmtpListener;
  let nginx: RunningNginx;
  let front = '';
  /** A and B behind nginx; C only sends mail. */
  const instances: Record<'A' | 'B' | 'C', ChildServer> = {} as never;
  const dataDirs: Record<string, string> = {};

  const startInstance = async (name: 'A' | 'B' | 'C', port: number) => {
    dataDirs[name] = path.join(tmp, `data-${name}`);
    instances[name] = await startChild(dataDirs[name], port, {
      DATABASE_URL: database.url,
      PUBLIC_URL: front,
      TRUST_PROXY: '1',
      // Shared by every instance: reset links, unsubscribe links and two-factor secrets.
      SECRET_KEY: secretKey,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: `Portal ${name} <instance-${name.toLowerCase()}@cluster.test>`,
      STATIC_ROOT: path.join(tmp, 'build'),
      // The load of these tests is not a flood: no write limit, every event mail at once.
      MAIL_WRITES_PER_10_MINUTES: '1000000',
      MAIL_COALESCE_SECONDS: '0',
    });
  };

  beforeAll(async () => {
    await database.create();
    cacheRules = writeFakeBuild(path.join(tmp, 'build'));
    smtp = await startSmtpListener();
    const nginxPort = await freePort();
    front = `http://127.0.0.1:${nginxPort}`;
    const [portA, portB, portC] = [await freePort(), await freePort(), await freePort()];
    // All at once, as a deployment starts them: the migrations take a lock, one runs them.
    await Promise.all([
      startInstance('A', portA),
      startInstance('B', portB),
      startInstance('C', portC),
    ]);
    const site = recipeFor({
      upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
      httpPort: nginxPort,
    });
    nginx = await startNginx(path.join(tmp, 'nginx'), site, nginxPort);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(
      Object.values(instances).map(async (server) => {
        if (server.process.exitCode === null && server.process.signalCode === null) {
          server.process.kill('SIGTERM');
          await server.exited;
        }
      }),
    );
    await smtp?.close();
    await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  const A = () => instances.A.baseUrl;
  const B = () => instances.B.baseUrl;

  it('a session signed in on A works on B, directly and through nginx', async () => {
    const browser = new Browser();
    await browser.signUpAndIn(A(), 'session@cluster.test');
    const me = await browser.request(B(), 'GET', '/api/accounts/me/');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('session@cluster.test');
    // An unsafe request on B with the CSRF cookie A set.
    const created = await browser.request(
      B(),
      'POST',
      '/api/inventors/ticket/create/',
      ticketBody({ title: 'Written on B with a session from A' }),
    );
    expect(created.status).toBe(201);
    for (let i = 0; i < 4; i += 1)
      expect((await browser.request(front, 'GET', '/api/accounts/me/')).status).toBe(200);
  });

  /** A session signed in through nginx, and its cookie header. */
  async function signedInCookie(): Promise<{ browser: Browser; cookie: string }> {
    const browser = new Browser();
    await browser.signUpAndIn(front, `cookie-${randomBytes(3).toString('hex')}@cluster.test`);
    return { browser, cookie: browser.cookieHeader() };
  }

  it('a session signed out on B is refused on A', async () => {
    const { browser, cookie } = await signedInCookie();
    expect((await fetch(`${A()}/api/accounts/me/`, { headers: { cookie } })).status).toBe(200);
    expect((await browser.request(B(), 'POST', '/api/accounts/logout/')).status).toBeLessThan(300);
    expect((await fetch(`${A()}/api/accounts/me/`, { headers: { cookie } })).status).toBe(401);
  });

  it('a drawing uploaded through A is served through B and through nginx (nothing shared on disk)', async () => {
    const browser = new Browser();
    await browser.signUpAndIn(A(), 'upload@cluster.test');
    const png = encodePng(16, 16, (x, y) => [x * 16, y * 16, 200]);
    const form = new FormData();
    for (const [key, value] of Object.entries(ticketBody({ title: 'Drawing on A' })))
      if (key !== 'inventors') form.set(key, String(value));
    form.set('drawings', new Blob([png], { type: 'image/png' }), 'drawing.png');
    const created = await browser.request(A(), 'POST', '/api/inventors/ticket/create/', form);
    expect(created.status).toBe(201);
    const { drawings } = (await created.json()) as { drawings: string };
    expect(drawings).toMatch(/^\/api\/files\/drawings\//);
    for (const base of [B(), front]) {
      const res = await browser.request(base, 'GET', drawings);
      expect([base, res.status, res.headers.get('content-type')]).toEqual([base, 200, 'image/png']);
      expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it('the login limit counts failures on A and B together, per real client address behind nginx', async () => {
    await new Browser().signUpAndIn(front, 'limited@cluster.test');
    const wrong = (base: string) =>
      new Browser().request(base, 'POST', '/api/accounts/login/', {
        email: 'limited@cluster.test',
        password: 'not-the-password',
      });
    // RATE_LIMITS.loginFailure: 10 per email and client address in 15 minutes.
    for (const base of [A(), B(), A(), B(), A(), B(), A(), B(), A(), B()])
      expect([base, (await wrong(base)).status]).toEqual([base, 400]);
    expect((await wrong(A())).status).toBe(429);
    expect((await wrong(B())).status).toBe(429);
    expect((await wrong(front)).status).toBe(429);

    // Through nginx the instances see the client's own address (TRUST_PROXY=1 trusts nginx's
    // X-Forwarded-For entry only), whatever X-Forwarded-For the client sends.
    const elsewhere = { localAddress: '127.0.0.7', headers: { 'x-forwarded-for': '203.0.113.9' } };
    const health = await rawRequest(`${front}/api/health`, { method: 'GET', ...elsewhere });
    const csrf = /csrftoken=([^;]+)/.exec(String(health.headers['set-cookie']))?.[1] ?? '';
    const viaNginx = await rawRequest(`${front}/api/accounts/login/`, {
      method: 'POST',
      localAddress: elsewhere.localAddress,
      headers: {
        ...elsewhere.headers,
        'content-type': 'application/json',
        cookie: `csrftoken=${csrf}`,
        'x-csrftoken': csrf,
      },
      body: JSON.stringify({ email: 'limited@cluster.test', password: 'still-wrong' }),
    });
    expect(viaNginx.status).toBe(400); // a fresh address: its own counter
    const keys = await database.query<{ key: string }>(
      `select key from rate_limits where bucket = 'login-failure' and key like 'limited@%' and hits <> '[]'`,
    );
    expect(new Set(keys.map((k) => k.key))).toEqual(
      new Set(['limited@cluster.test|127.0.0.1', 'limited@cluster.test|127.0.0.7']),
    );
  });

  it('an event written on A reaches an event stream on B within 5 s, and a stream through nginx', async () => {
    const author = new Browser();
    const reader = new Browser();
    const { inventorId } = await reader.signUpAndIn(front, 'reader@cluster.test');
    await author.signUpAndIn(front, 'author@cluster.test');
    const created = await author.request(
      A(),
      'POST',
      '/api/inventors/ticket/create/',
      ticketBody({ title: 'Live across instances', inventors: [inventorId] }),
    );
    expect(created.status).toBe(201);
    const ticket = (await created.json()) as { id: number };

    const onB = await openEventStream(B(), reader);
    const throughNginx = await openEventStream(front, reader);
    try {
      for (const [writer, text] of [
        [A(), 'Written on A'],
        [B(), 'Written on B'],
      ]) {
        const sentAt = Date.now();
        const res = await author.request(
          writer,
          'POST',
          `/api/inventors/ticket/${ticket.id}/comments/`,
          {
            body: text,
          },
        );
        expect(res.status).toBe(201);
        const match = (data: string) => data.includes(text);
        // On B: the comment and its bell notification. Through nginx the stream sits on A or
        // B: one of the two comments crossed instances to reach it, unbuffered.
        for (const [stream, name] of [
          [onB, 'comment'],
          [onB, 'notification'],
          [throughNginx, 'comment'],
        ] as const) {
          const event = await stream.next(name, {
            since: sentAt,
            match: name === 'comment' ? match : undefined,
            timeoutMs: 5_000,
          });
          expect(event.at - sentAt).toBeLessThan(5_000);
        }
      }
    } finally {
      onB.close();
      throughNginx.close();
    }
  });

  it('passes the portal with its cache headers, and refuses a body over client_max_body_size itself', async () => {
    for (const [url, cacheControl] of Object.entries(cacheRules)) {
      const res = await fetch(`${front}${url}`);
      expect([url, res.status, res.headers.get('cache-control')]).toEqual([url, 200, cacheControl]);
    }
    const page = await fetch(`${front}/dashboard`); // an SPA route: index.html
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetch(`${front}/remotes.json`)).headers.get('cache-control')).toBe('no-cache');

    // Over 21 MiB: nginx answers before any byte of the body is sent.
    const huge = await rawRequest(`${front}/api/inventors/ticket/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(22 * 1024 * 1024) },
      headersOnly: true,
    });
    expect(huge.status).toBe(413);
    // Under it, the instance answers with its own limit (1 MiB of JSON) in its own words.
    const browser = new Browser();
    await browser.signUpAndIn(front, 'big-body@cluster.test');
    const big = await browser.request(front, 'POST', '/api/inventors/ticket/create/', {
      ...ticketBody({ title: 'Too big' }),
      summary: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toHaveProperty('detail');
  });

  it('runs with its TLS lines on: HTTPS to the instances with the scheme passed on, HTTP redirected', async () => {
    const dir = path.join(tmp, 'tls');
    fs.mkdirSync(dir);
    const { certificate, key } = selfSignedCertificate(dir);
    const [httpPort, tlsPort] = [await freePort(), await freePort()];
    const site = recipeFor({
      upstreams: [new URL(A()).host, new URL(B()).host],
      httpPort,
      tls: { port: tlsPort, certificate, key },
    });
    const tlsNginx = await startNginx(path.join(tmp, 'nginx-tls'), site, httpPort);
    try {
      const redirect = await rawRequest(`http://127.0.0.1:${httpPort}/login`, { method: 'GET' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe('https://127.0.0.1/login');

      const secure = (method: string, url: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = https.request(
            `https://127.0.0.1:${tlsPort}${url}`,
            { method, headers, rejectUnauthorized: false, agent: false },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
              );
            },
          );
          req.on('error', reject);
          req.end(method === 'POST' ? '{}' : undefined);
        });
      expect((await secure('GET', '/api/health')).status).toBe(200);
      // The instance sees https and the browser's Host: the page's own https origin passes the
      // Origin check (then the CSRF cookie check answers), an http one does not.
      const json = { 'content-type': 'application/json' };
      const own = await secure('POST', '/api/accounts/login/', {
        ...json,
        origin: `https://127.0.0.1:${tlsPort}`,
      });
      expect(JSON.parse(own.body)).toEqual({ detail: 'CSRF Failed: CSRF cookie not set.' });
      const other = await secure('POST', '/api/accounts/login/', {
        ...json,
        origin: `http://127.0.0.1:${tlsPort}`,
      });
      expect(JSON.parse(other.body).detail).toMatch(/^CSRF Failed: Origin checking failed/);
    } finally {
      await tlsNginx.stop();
    }
  });

  it('three instances send each outbox mail exactly once', async () => {
    // 60 mails due at once, on top of the account mails of the tests above.
    const now = new Date().toISOString();
    await database.query(
      `insert into mail_outbox (to_address, subject, text_body, status, attempts, next_attempt_at, created_at)
       select 'bulk-' || n || '@cluster.test', 'Bulk ' || n, 'Body ' || n, 'pending', 0, $1, $1
       from generate_series(1, 60) as n`,
      [now],
    );
    const rows = await waitFor('every outbox mail sent', async () => {
      const all = await database.query<{ id: number; status: string }>(
        'select id, status from mail_outbox order by id',
      );
      return all.every((r) => r.status === 'sent') ? all : undefined;
    });
    await sleep(2_500); // a duplicate would arrive within a worker tick
    const delivered = smtp.mails.map((m) => /^Message-ID:\s*<outbox-(\d+)-/im.exec(m.raw)?.[1]);
    const counts = new Map<string, number>();
    for (const id of delivered) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n !== 1)).toEqual([]);
    expect([...counts.keys()].sort()).toEqual(rows.map((r) => String(r.id)).sort());
    const bySender: Record<string, number> = {};
    for (const mail of smtp.mails) bySender[mail.from] = (bySender[mail.from] ?? 0) + 1;
    console.log(
      `outbox: ${rows.length} mails, each sent once; by instance ${JSON.stringify(bySender)}`,
    );
  });

  it('killing an instance mid-load loses no acknowledged write, and the other keeps serving', async () => {
    const browser = new Browser();
    await browser.signUpAndIn(front, 'load@cluster.test');
    const acknowledged: { id: number; at: number }[] = [];
    const writeFailures: { at: number; what: string }[] = [];
    const readFailures: { at: number; what: string }[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        n += 1;
        try {
          const res = await browser.request(
            front,
            'POST',
            '/api/inventors/ticket/create/',
            ticketBody({ title: `Load ${n}` }),
          );
          if (res.status === 201)
            acknowledged.push({ id: ((await res.json()) as { id: number }).id, at: Date.now() });
          else writeFailures.push({ at: Date.now(), what: String(res.status) });
        } catch (err) {
          writeFailures.push({ at: Date.now(), what: String(err) });
        }
      }
    };
    const reader = async () => {
      while (!stop) {
        try {
          const res = await browser.request(front, 'GET', '/api/inventors/tickets/?page_size=5');
          await res.arrayBuffer();
          if (res.status !== 200) readFailures.push({ at: Date.now(), what: String(res.status) });
        } catch (err) {
          readFailures.push({ at: Date.now(), what: String(err) });
        }
      }
    };
    const load = [writer(), writer(), writer(), writer(), reader(), reader()];
    await waitFor('20 acknowledged writes', () => (acknowledged.length >= 20 ? true : undefined));
    instances.A.process.kill('SIGKILL');
    await instances.A.exited;
    const killedAt = Date.now();
    const before = acknowledged.length;
    // Past nginx's first failed attempt on A (then A is skipped for fail_timeout).
    await waitFor('3 s and 20 more acknowledged writes after the kill', () =>
      acknowledged.length >= before + 20 && Date.now() > killedAt + 3_000 ? true : undefined,
    );
    stop = true;
    await Promise.all(load);

    const ids = acknowledged.map((a) => a.id);
    const stored = await database.query<{ id: number }>(
      'select id from tickets where id = any($1::int[])',
      [ids],
    );
    expect(stored.length).toBe(ids.length);
    // Reads are retried on B by nginx; a write in flight on A when it died may fail (nginx
    // never sends a POST twice), none after it.
    expect(readFailures).toEqual([]);
    expect(writeFailures.filter((f) => f.at > killedAt + 1_000)).toEqual([]);
    expect(writeFailures.length).toBeLessThanOrEqual(4);
    expect((await fetch(`${B()}/api/health`)).status).toBe(200);
    console.log(
      `SIGKILL under load: ${ids.length} writes acknowledged and stored, ${acknowledged.length - before} after the kill; ` +
        `${writeFailures.length} writes cut by the kill (${writeFailures.map((f) => f.what).join(', ')}), 0 reads`,
    );
  });
});
