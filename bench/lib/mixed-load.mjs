/**
 * The mixed-load generator: `connections` keep-alive connections (one socket each, spread over
 * the servers' ports), each with exactly one request in flight. A connection takes the user
 * waiting longest, plays one screen visit of the scenario as that user (its requests one after
 * the other) and hands the user back: many signed-in users, never one user on two connections.
 * Every request's latency is recorded under its endpoint name.
 */
import http from 'node:http';
import { MixedStats } from './mixed-stats.mjs';

const REQUEST_TIMEOUT_MS = 30_000;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Successful writes so far, over every run of the process: a user's `seen` map holds, per
 * request, this count when the user last sent it (users keep their maps from run to run).
 */
let writesDone = 0;

/** Ends a visit when the run's time is up (the request is not sent). */
class TimeUp extends Error {}

/** Small deterministic PRNG (mulberry32): the same screens in the same order on every run. */
export function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One HTTP request on `agent`; never rejects: a network error or a timeout is status 0. */
function exchange(agent, port, method, path, headers, body) {
  return new Promise((resolve) => {
    const start = performance.now();
    const done = (status, payload, remembered = false) =>
      resolve({ status, body: payload, remembered, ms: performance.now() - start });
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      // REMEMBERED_ANSWER_HEADER=1 (processes.mjs): the server says when a body came from memory.
      const remembered = res.headers['x-remembered-answer'] === 'hit';
      res.on('end', () => done(res.statusCode, Buffer.concat(chunks), remembered));
      res.on('error', (err) => done(0, Buffer.from(err.message)));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => done(0, Buffer.from(err.message)));
    req.end(body);
  });
}

/** The headers a browser tab of `user` sends: its cookies, and the CSRF header on writes. */
function headersFor(user, method, payload) {
  const headers = { cookie: user.cookie, accept: 'application/json' };
  if (UNSAFE.has(method)) headers['x-csrftoken'] = user.csrf;
  if (payload) {
    headers['content-type'] = payload.type;
    headers['content-length'] = String(payload.body.length);
  }
  return headers;
}

/** `json` or `form` ({type, body}) as the bytes to send. */
function payloadOf({ json, form }) {
  if (form) return form;
  if (json !== undefined)
    return { type: 'application/json', body: Buffer.from(JSON.stringify(json)) };
  return null;
}

/**
 * Runs the scenario for `seconds` and returns MixedStats.summary().
 * - `ports`: the servers; connection i talks to ports[i % ports.length].
 * - `users`: signed-in users (`cookie`, `csrf`, plus what the screens need). With `shareUsers`
 *   every connection plays users[i % users.length] (one user on all connections, as autocannon
 *   would); otherwise a user is on one connection at a time.
 * - `screens`: `[{ name, weight, run(user, send, rnd) }]`; `send(endpoint, { method, path, json,
 *   form, write })` resolves `{ ok, status, body }`.
 */
export async function runLoad({
  ports,
  connections,
  seconds,
  users,
  screens,
  shareUsers = false,
  seed = 1,
}) {
  const stats = new MixedStats();
  const rnd = random(seed);
  const totalWeight = screens.reduce((sum, s) => sum + s.weight, 0);
  const pickScreen = () => {
    let r = rnd() * totalWeight;
    for (const screen of screens) {
      r -= screen.weight;
      if (r < 0) return screen;
    }
    return screens[screens.length - 1];
  };
  if (!shareUsers && users.length < connections)
    throw new Error(`${connections} connections need at least as many users (${users.length})`);
  const waiting = [...users];
  const cpu = process.cpuUsage();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let lastDone = start;

  const connection = async (index) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const port = ports[index % ports.length];
    try {
      while (performance.now() < deadline) {
        const user = shareUsers ? users[index % users.length] : waiting.shift();
        const send = async (endpoint, { method = 'GET', path, json, form, write = false }) => {
          if (performance.now() >= deadline) throw new TimeUp();
          const payload = payloadOf({ json, form });
          const key = `${method} ${path} ${json === undefined ? '' : JSON.stringify(json)}`;
          const afterWrite = !write && (user.seen.get(key) ?? -1) < writesDone;
          user.seen.set(key, writesDone);
          const res = await exchange(
            agent,
            port,
            method,
            path,
            headersFor(user, method, payload),
            payload?.body,
          );
          const ok = res.status >= 200 && res.status < 300;
          if (write && ok) writesDone += 1;
          lastDone = performance.now();
          stats.record(endpoint, {
            ms: res.ms,
            ok,
            status: res.status,
            body: res.body,
            write,
            afterWrite,
            remembered: res.remembered,
          });
          return { ok, status: res.status, body: res.body };
        };
        try {
          await pickScreen().run(user, send, rnd);
        } catch (err) {
          if (!(err instanceof TimeUp)) throw err;
        } finally {
          if (!shareUsers) waiting.push(user);
        }
      }
    } finally {
      agent.destroy();
    }
  };

  await Promise.all(Array.from({ length: connections }, (_, i) => connection(i)));
  const elapsed = (Math.max(lastDone, deadline) - start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    ...stats.summary(elapsed),
    // The generator shares the machine with the servers: its own CPU time, % of one core.
    loadCpu: Math.round((used.user + used.system) / 1e4 / elapsed),
  };
}
