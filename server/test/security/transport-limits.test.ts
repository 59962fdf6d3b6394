import net from 'node:net';
import { TestClient } from '../helpers/client';
import { createTestApp, DIALECTS, type TestContext } from '../helpers/test-app';
import { newUserClient, ticketFields } from '../routes/inventors/support';

const MB = 1024 * 1024;

/** A signed-in client's headers for a request over a real socket. */
function jsonHeaders(client: TestClient): Record<string, string> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    'content-type': 'application/json',
    cookie,
    'x-csrftoken': client.cookies.get('csrftoken') ?? '',
  };
}

/** A JSON body sent the way a slow uplink sends it: 64 KB, a pause, then the rest in 64 KB chunks. */
function slowJsonBody(totalBytes: number): ReadableStream<Uint8Array> {
  const text = JSON.stringify({ preferred_name: 'x'.repeat(totalBytes) });
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    async pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      if (offset === 64 * 1024) await new Promise((resolve) => setTimeout(resolve, 300));
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

describe.each(DIALECTS)('transport limits [%s]', (dialect) => {
  let ctx: TestContext;
  /** Node's fetch and raw sockets need a listening server, not app.inject. */
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      // A generous whole-request limit: a loaded 2-core machine takes seconds over 5 MB bodies.
      // Headers within 2 s: at 1 s, a machine loaded by other test runs answered one request of
      // the 5 MB loop below with a 408 (twice on 2026-11-28; never when the file ran alone).
      env: { HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '30000' },
    });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers a 5 MB JSON PUT /api/accounts/me/ from Node’s fetch with a readable 413, never EPIPE/ECONNRESET', async () => {
    const { client } = await newUserClient(ctx.app);
    const headers = jsonHeaders(client);
    const body = JSON.stringify({ preferred_name: 'x'.repeat(5 * MB) });
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${base}/api/accounts/me/`, { method: 'PUT', headers, body });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ detail: 'Request body is too large.' });
    }
    // The same while the client is still sending: a streamed body with a pause after the first chunk.
    const streamed = await fetch(`${base}/api/accounts/me/`, {
      method: 'PUT',
      headers,
      body: slowJsonBody(5 * MB),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ detail: 'Request body is too large.' });
    // The connection pool is still usable afterwards.
    const me = await fetch(`${base}/api/accounts/me/`, { headers });
    expect(me.status).toBe(200);
  });

  it('lets a client that sends its 5 MB body at its own pace send all of it, then read the 413', async () => {
    const { client } = await newUserClient(ctx.app);
    const { port } = new URL(base);
    const body = Buffer.from(JSON.stringify({ preferred_name: 'x'.repeat(5 * MB) }));
    const head = Object.entries({
      ...jsonHeaders(client),
      host: '127.0.0.1',
      'content-length': String(body.length),
    })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined); // reported through the write callbacks below
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`PUT /api/accounts/me/ HTTP/1.1\r\n${head}\r\n\r\n`);
    // The server has decided long before the last byte arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    let sent = 0;
    let writeError: string | null = null;
    for (let offset = 0; offset < body.length && !writeError; offset += 256 * 1024) {
      const piece = body.subarray(offset, offset + 256 * 1024);
      writeError = await new Promise<string | null>((resolve) =>
        socket.write(piece, (err?: Error | null) =>
          resolve(err ? ((err as NodeJS.ErrnoException).code ?? err.message) : null),
        ),
      );
      if (!writeError) sent += piece.length;
    }
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    socket.destroy();
    expect({ writeError, sent }).toEqual({ writeError: null, sent: body.length });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith('{"detail":"Request body is too large."}')).toBe(true);
  });

  it('closes a connection whose headers never finish (slowloris) after HEADERS_TIMEOUT_MS', async () => {
    const { port } = new URL(base);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
      );
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
      setTimeout(() => socket.destroy(), 10_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('cuts multipart fields at 16 KB: a 20 KB title is an over-long title (400), like any other', async () => {
    const { client } = await newUserClient(ctx.app);
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ title: 't'.repeat(20 * 1024) }),
    });
    const justOver = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ title: 't'.repeat(101) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(justOver.json());
    expect(res.json().title).toHaveLength(1);
  });
});
