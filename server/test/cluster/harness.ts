import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import { CHILD_MANAGER_PASSWORD } from '../faults/child-server';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers a value (not undefined), or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** A fresh PostgreSQL database for one suite (the servers take no schema option). */
export class TestDatabase {
  readonly name = `portal_cluster_${randomBytes(4).toString('hex')}`;
  readonly url: string;
  private client: Client | null = null;

  constructor(private readonly adminUrl: string) {
    const url = new URL(adminUrl);
    url.pathname = `/${this.name}`;
    this.url = url.toString();
  }

  static fromEnv(): TestDatabase {
    const adminUrl = process.env.DATABASE_URL_TEST;
    // A cluster suite without PostgreSQL proves nothing: it fails, it never skips.
    if (!adminUrl)
      throw new Error(
        'the cluster suite needs DATABASE_URL_TEST, e.g. postgres://postgres@127.0.0.1:5432/test',
      );
    return new TestDatabase(adminUrl);
  }

  private async admin(statement: string): Promise<void> {
    const client = new Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  create = () => this.admin(`create database ${this.name}`);

  async query<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
    if (!this.client) {
      this.client = new Client({ connectionString: this.url });
      await this.client.connect();
    }
    return (await this.client.query<T>(text, values)).rows;
  }

  async drop(): Promise<void> {
    await this.client?.end();
    this.client = null;
    await this.admin(`drop database if exists ${this.name} with (force)`);
  }
}

/**
 * A stand-in front-end build under `root` (STATIC_ROOT): the servers' static route and cache
 * rules are what is tested, not webpack. Answers the URLs and the Cache-Control each must get.
 */
export function writeFakeBuild(root: string): Record<string, string> {
  const files: Record<string, [string, string]> = {
    'host/dist/index.html': ['/', 'no-cache'],
    'host/dist/main.0123abcd.js': ['/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    'remote-tickets/dist/mf-manifest.json': [
      '/remotes/remote-tickets/mf-manifest.json',
      'no-cache',
    ],
    'remote-tickets/dist/remoteEntry.js': ['/remotes/remote-tickets/remoteEntry.js', 'no-cache'],
    'remote-tickets/dist/491.89abcdef.js': [
      '/remotes/remote-tickets/491.89abcdef.js',
      'public, max-age=31536000, immutable',
    ],
    'remote-patents/dist/mf-manifest.json': [
      '/remotes/remote-patents/mf-manifest.json',
      'no-cache',
    ],
    'remote-account/dist/mf-manifest.json': [
      '/remotes/remote-account/mf-manifest.json',
      'no-cache',
    ],
    'remote-office/dist/mf-manifest.json': ['/remotes/remote-office/mf-manifest.json', 'no-cache'],
    'remote-review/dist/mf-manifest.json': ['/remotes/remote-review/mf-manifest.json', 'no-cache'],
  };
  const expected: Record<string, string> = {};
  for (const [file, [url, cacheControl]] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    const body = file.endsWith('.html')
      ? '<!doctype html><title>Inventor Portal</title><div id="root"></div>'
      : file.endsWith('.json')
        ? '{"id":"stand-in"}'
        : `console.log(${JSON.stringify(file)});`;
    fs.writeFileSync(path.join(root, file), body);
    expected[url] = cacheControl;
  }
  return expected;
}

export interface TicketInput {
  title: string;
  inventors?: number[];
}

export const ticketBody = ({ title, inventors = [] }: TicketInput) => ({
  title,
  summary: 's',
  context: 'c',
  problem_identification: 'p',
  is_draft: false,
  inventors,
});

/**
 * A browser: one cookie jar (session, CSRF) used against any base URL, so a session made on one
 * instance can be sent to another.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    base: string,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('csrftoken'))
      await this.request(base, 'GET', '/api/health');
    const sent: Record<string, string> = { cookie: this.cookieHeader(), ...headers };
    let payload: string | FormData | undefined;
    if (method !== 'GET') sent['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] = 'application/json';
    }
    const res = await fetch(`${base}${url}`, {
      method,
      headers: sent,
      body: payload,
      signal: AbortSignal.timeout(20_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /Max-Age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  /** Creates an inventor account with the manager password, signs in and sets a password. */
  async signUpAndIn(
    base: string,
    email: string,
  ): Promise<{ password: string; inventorId: number }> {
    const created = await this.request(base, 'POST', '/api/accounts/create-account/', {
      shared_password: CHILD_MANAGER_PASSWORD,
      inventor: { preferred_name: `Cluster ${email}`, email, affiliation: 'CIE' },
    });
    if (created.status !== 201)
      throw new Error(`create-account: ${created.status} ${await created.text()}`);
    const { credentials } = (await created.json()) as {
      credentials: { email: string; password: string };
    };
    await this.signIn(base, credentials.email, credentials.password);
    const password = `${email}-chosen-passphrase-42`;
    const changed = await this.request(base, 'POST', '/api/accounts/change-password/', {
      old_password: credentials.password,
      new_password: password,
    });
    if (changed.status !== 200)
      throw new Error(`change-password: ${changed.status} ${await changed.text()}`);
    const me = await this.request(base, 'GET', '/api/accounts/me/');
    const { inventor } = (await me.json()) as { inventor: { id: number } };
    return { password, inventorId: inventor.id };
  }

  async signIn(base: string, email: string, password: string): Promise<void> {
    const res = await this.request(base, 'POST', '/api/accounts/login/', { email, password });
    if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  }
}

export interface ServerEvent {
  name: string;
  data: string;
  at: number;
}

export interface EventStream {
  events: ServerEvent[];
  /** The first event named `name` received since `since` (ms) matching `match`, waiting up to `timeoutMs`. */
  next: (
    name: string,
    options: { since: number; match?: (data: string) => boolean; timeoutMs: number },
  ) => Promise<ServerEvent>;
  close: () => void;
}

/** Opens `GET /api/accounts/events/` as a browser's EventSource would, and parses what comes. */
export async function openEventStream(base: string, browser: Browser): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/accounts/events/`, {
    headers: { cookie: browser.cookieHeader(), accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`events: ${res.status}`);
  const events: ServerEvent[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data !== undefined) events.push({ name, data, at: Date.now() });
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    events,
    next: (name, { since, match = () => true, timeoutMs }) =>
      waitFor(
        `event ${name}`,
        () => events.find((e) => e.name === name && e.at >= since && match(e.data)),
        timeoutMs,
      ),
    close: () => controller.abort(),
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request through node:http, for what fetch cannot do: choose the client's own address
 * (`localAddress`), or send headers announcing a body that never follows.
 */
export function rawRequest(
  url: string,
  options: http.RequestOptions & { body?: string; headersOnly?: boolean },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
        if (options.headersOnly) req.destroy();
      });
    });
    req.on('error', reject);
    if (options.headersOnly) req.flushHeaders();
    else req.end(options.body);
  });
}
