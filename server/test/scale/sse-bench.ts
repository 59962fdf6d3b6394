/**
 * SSE measurements (issue 20): the server memory per idle events stream (1,000 streams) and the
 * delay from a write (a comment POSTed by the office) to its `comment` event on the inventor's
 * stream, p50/p99 over 200 events, with the 1,000 idle streams open.
 *
 *   npx tsx server/test/scale/sse-bench.ts                       # SQLite, one instance
 *   SSE_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/test/scale/sse-bench.ts
 *     # PostgreSQL, two instances: writes on A, streams on B (LISTEN/NOTIFY)
 *
 * SSE_BENCH_STREAMS (1000), SSE_BENCH_EVENTS (200). Servers are child processes, so the
 * client side of 1,000 sockets is not counted in the server's memory.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import type { BenchServerInfo } from './sse-bench-server';

const STREAMS = Number(process.env.SSE_BENCH_STREAMS ?? 1000);
const EVENTS = Number(process.env.SSE_BENCH_EVENTS ?? 200);
const databaseUrl = process.env.SSE_BENCH_DATABASE_URL;
const CSRF = 'sse-bench-csrf-token';

interface Memory {
  rss: number;
  heapUsed: number;
  streams: number;
}

function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; info: BenchServerInfo }> {
  const child = fork(path.join(__dirname, 'sse-bench-server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.indexOf('\n');
      if (line >= 0) resolve({ child, info: JSON.parse(out.slice(0, line)) as BenchServerInfo });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Memory));
    child.send('mem');
  });
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens a stream; `onEvent` gets each (event, data); resolves once the `retry:` hint arrived. */
function openStream(
  port: number,
  session: string,
  onEvent: (event: string, data: string) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/accounts/events/',
        agent,
        headers: { cookie: `sessionid=${session}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
        let buffer = '';
        let ready = false;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          if (!ready && buffer.includes('retry:')) {
            ready = true;
            resolve(request);
          }
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (event && data) onEvent(event, data);
            end = buffer.indexOf('\n\n');
          }
        });
      },
    );
    request.on('error', reject);
  });
}

function postComment(
  port: number,
  session: string,
  ticketId: number,
  body: string,
): Promise<number> {
  const payload = JSON.stringify({ body });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/inventors/ticket/${ticketId}/comments/`,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: `sessionid=${session}; csrftoken=${CSRF}`,
          'x-csrftoken': CSRF,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function main(): Promise<void> {
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `sse_bench_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  const common: Record<string, string> = {
    SSE_BENCH_STREAMS: String(STREAMS),
    ...(databaseUrl && schema
      ? { SSE_BENCH_DATABASE_URL: databaseUrl, SSE_BENCH_SCHEMA: schema }
      : {}),
  };
  const children: ChildProcess[] = [];
  try {
    const writer = await startServer({ ...common, SSE_BENCH_SEED: '1' });
    children.push(writer.child);
    // On PostgreSQL the streams live on a second instance: every event crosses LISTEN/NOTIFY.
    const reader = databaseUrl ? await startServer(common) : writer;
    if (reader !== writer) children.push(reader.child);
    const { info } = writer;

    const before = await memoryOf(reader.child);
    let waiting: { marker: string; sentAt: number; done: (ms: number) => void } | null = null;
    const streams: http.ClientRequest[] = [];
    for (let i = 0; i < STREAMS; i += 1) {
      const watch = i === 0;
      streams.push(
        await openStream(reader.info.port, info.inventorSessions[i], (event, data) => {
          if (!watch || event !== 'comment' || !waiting || !data.includes(waiting.marker)) return;
          const current = waiting;
          waiting = null;
          current.done(performance.now() - current.sentAt);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    const after = await memoryOf(reader.child);

    const delays: number[] = [];
    const posts: number[] = [];
    for (let i = 0; i < EVENTS; i += 1) {
      const marker = `bench-${i}-${randomBytes(3).toString('hex')}`;
      const arrived = new Promise<number>((done) => {
        waiting = { marker, sentAt: performance.now(), done };
      });
      const sent = performance.now();
      const status = await postComment(writer.info.port, info.officeSession, info.ticketId, marker);
      posts.push(performance.now() - sent);
      if (status !== 201) throw new Error(`comment POST answered ${status}`);
      delays.push(await arrived);
    }
    delays.sort((a, b) => a - b);
    posts.sort((a, b) => a - b);

    const streamsOpen = after.streams - before.streams;
    const lines = [
      `SSE bench: ${databaseUrl ? 'PostgreSQL, 2 instances (writes on A, streams on B)' : 'SQLite, 1 instance'}`,
      `  idle streams open: ${streamsOpen}`,
      `  server heap: ${mb(before.heapUsed)} → ${mb(after.heapUsed)}: ${((after.heapUsed - before.heapUsed) / streamsOpen / 1024).toFixed(1)} KiB per stream`,
      `  server RSS:  ${mb(before.rss)} → ${mb(after.rss)}: ${((after.rss - before.rss) / streamsOpen / 1024).toFixed(1)} KiB per stream`,
      `  write → event (POST sent → comment event received), ${EVENTS} events: p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, max ${delays[delays.length - 1].toFixed(1)} ms`,
      `  POST /comments/ answer time: p50 ${percentile(posts, 50).toFixed(1)} ms, p99 ${percentile(posts, 99).toFixed(1)} ms`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const stream of streams) stream.destroy();
  } finally {
    for (const child of children) {
      child.removeAllListeners('exit');
      child.send('stop');
    }
    await new Promise((r) => setTimeout(r, 1000));
    for (const child of children) child.kill();
    if (databaseUrl && schema) {
      const admin = new Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
