import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHILD_MANAGER_PASSWORD, freePort, REPO_ROOT } from '../faults/child-server';
import {
  Browser,
  openEventStream,
  rawRequest,
  sleep,
  ticketBody,
  waitFor,
  writeFakeBuild,
  type EventStream,
} from './harness';

const START = path.join(REPO_ROOT, 'scripts', 'start.mjs');

interface Listening {
  id: number;
  pid: number;
  roles: string;
  line: number;
}

/** `npm start` (scripts/start.mjs) as a child, with its output kept line by line. */
class Supervisor {
  readonly lines: string[] = [];
  readonly process: ChildProcess;
  readonly exited: Promise<number | null>;
  private partial = '';

  constructor(env: Record<string, string>) {
    // The load of these tests is not a flood: no write limit, every event mail at once.
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      MAIL_WRITES_PER_10_MINUTES: '1000000',
      MAIL_COALESCE_SECONDS: '0',
      ...env,
    };
    for (const key of ['DATABASE_URL', 'SMTP_URL', 'DATABASE_URL_TEST']) delete childEnv[key];
    this.process = spawn(process.execPath, [START], {
      cwd: REPO_ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (d: Buffer) => {
      const text = this.partial + d.toString();
      const parts = text.split('\n');
      this.partial = parts.pop() ?? '';
      this.lines.push(...parts);
    };
    this.process.stdout?.on('data', take);
    this.process.stderr?.on('data', take);
    this.exited = new Promise((resolve) => this.process.once('exit', (code) => resolve(code)));
  }

  /** The first line from `from` on matching `pattern`, waiting for it. */
  line(pattern: RegExp, from = 0, timeoutMs = 60_000): Promise<{ text: string; index: number }> {
    return waitFor(
      `${pattern} in the output of npm start:\n${this.lines.join('\n')}`,
      () => {
        if (this.process.exitCode !== null) throw new Error(`npm start exited:\n${this.output()}`);
        const index = this.lines.findIndex((l, i) => i >= from && pattern.test(l));
        return index >= 0 ? { text: this.lines[index], index } : undefined;
      },
      timeoutMs,
    );
  }

  output = () => this.lines.join('\n');

  /** Every "worker N (pid P, roles) listening" line so far. */
  listening(): Listening[] {
    return this.lines.flatMap((text, line) => {
      const m = /worker (\d+) \(pid (\d+)(?:, ([^)]*))?\) listening/.exec(text);
      return m ? [{ id: Number(m[1]), pid: Number(m[2]), roles: m[3] ?? '', line }] : [];
    });
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Established connections to local `port` held by each of `pids` (Linux /proc). */
function connectionsByPid(pids: number[], port: number): Map<number, number> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const row of fs.readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const cols = row.trim().split(/\s+/);
      if (parseInt(cols[1].split(':')[1], 16) === port && cols[3] === '01') inodes.add(cols[9]);
    }
  }
  return new Map(
    pids.map((pid) => {
      let held = 0;
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        try {
          const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          if (inode && inodes.has(inode)) held += 1;
        } catch {
          // closed meanwhile
        }
      }
      return [pid, held];
    }),
  );
}

describe('cluster: npm start with WORKERS=N (node:cluster supervisor, SQLite)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-workers-'));
  let port = 0;
  let base = '';
  let env: Record<string, string> = {};
  let supervisor: Supervisor;
  const browser = new Browser();

  beforeAll(async () => {
    writeFakeBuild(path.join(tmp, 'build'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      STATIC_ROOT: path.join(tmp, 'build'),
      PUBLIC_URL: base,
      NODE_ENV: 'development',
      MANAGER_SHARED_PASSWORD: CHILD_MANAGER_PASSWORD,
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(async () => {
    if (supervisor && supervisor.process.exitCode === null) {
      supervisor.process.kill('SIGKILL');
      await supervisor.exited;
      for (const { pid } of supervisor.listening()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses a WORKERS that is not an integer from 1 to 64 or auto, with a clear message', () => {
    for (const value of ['0', '65', 'two', '2.5', '-1']) {
      const run = spawnSync(process.execPath, [START], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, WORKERS: value },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect([value, run.status]).toEqual([value, 1]);
      expect(run.stderr).toContain(
        `WORKERS: "${value}" is not a number of server processes: an integer from 1 to 64, or auto`,
      );
    }
  });

  it('WORKERS=2: one worker migrates, seeds and runs the jobs, then both serve the one port', async () => {
    supervisor = new Supervisor({ ...env, WORKERS: '2' });
    await supervisor.line(/2 server processes ready \(WORKERS=2\)/);
    const workers = supervisor.listening();
    expect(workers.map((w) => w.roles)).toEqual(['setup, jobs', '']);
    // One banner (with the demo login of the one seed), printed by the worker that set up.
    expect(
      supervisor.lines.filter((l) => l.includes('Inventor Portal is running on')),
    ).toHaveLength(1);
    expect(supervisor.lines.filter((l) => l.includes('Demo login:'))).toHaveLength(1);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('hands a live event written by one worker to the event streams the other holds (SQLite)', async () => {
    await browser.signUpAndIn(base, 'workers@cluster.test');
    const created = await browser.request(
      base,
      'POST',
      '/api/inventors/ticket/create/',
      ticketBody({ title: 'Heard by every worker' }),
    );
    const ticket = (await created.json()) as { id: number };
    const streams: EventStream[] = [];
    try {
      for (let i = 0; i < 6; i += 1) streams.push(await openEventStream(base, browser));
      const held = connectionsByPid(
        supervisor.listening().map((w) => w.pid),
        port,
      );
      // The supervisor deals connections round-robin: each worker holds some of the streams.
      expect([...held.values()].every((n) => n >= 1)).toBe(true);
      for (const text of ['First', 'Second']) {
        const since = Date.now();
        const res = await browser.request(
          base,
          'POST',
          `/api/inventors/ticket/${ticket.id}/comments/`,
          { body: text },
        );
        expect(res.status).toBe(201);
        for (const stream of streams)
          await stream.next('comment', {
            since,
            match: (data) => data.includes(text),
            timeoutMs: 5_000,
          });
      }
    } finally {
      streams.forEach((s) => s.close());
    }
  });

  it('SIGHUP replaces every worker, one at a time, without a failed request', async () => {
    const before = supervisor.listening();
    const from = supervisor.lines.length;
    const failures: string[] = [];
    const acknowledged: number[] = [];
    let requests = 0;
    let stop = false;
    const reader = async () => {
      while (!stop) {
        requests += 1;
        try {
          const res = await browser.request(base, 'GET', '/api/inventors/tickets/?page_size=5');
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`GET ${res.status}`);
        } catch (err) {
          failures.push(`GET ${String(err)}`);
        }
      }
    };
    const writer = async () => {
      while (!stop) {
        requests += 1;
        try {
          const res = await browser.request(
            base,
            'POST',
            '/api/inventors/ticket/create/',
            ticketBody({ title: `Across the restart ${requests}` }),
          );
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          else failures.push(`POST ${res.status} ${await res.text()}`);
        } catch (err) {
          failures.push(`POST ${String(err)}`);
        }
      }
    };
    const load = [reader(), reader(), reader(), reader(), writer(), writer()];
    await sleep(500);
    supervisor.process.kill('SIGHUP');
    await supervisor.line(/rolling restart done/, from, 90_000);
    await sleep(500);
    stop = true;
    await Promise.all(load);

    expect(failures).toEqual([]);
    const fresh = supervisor.listening().filter((w) => w.line >= from);
    expect(fresh.map((w) => w.roles)).toEqual(['setup', 'jobs']);
    for (const old of before) expect(alive(old.pid)).toBe(false);
    // The jobs are never run by two workers at once: the old one stopped before the new started.
    const oldJobs = before.find((w) => w.roles.includes('jobs'));
    const stopped = await supervisor.line(new RegExp(`worker ${oldJobs?.id} .* stopped`), from);
    expect(stopped.index).toBeLessThan(fresh[1].line);
    for (const id of acknowledged)
      expect((await browser.request(base, 'GET', `/api/inventors/ticket/${id}/`)).status).toBe(200);
    console.log(
      `rolling restart of 2 workers under load: ${requests} requests, ${acknowledged.length} writes, none failed`,
    );
  });

  it('replaces a worker that dies, waiting longer each time it dies young; the other serves meanwhile', async () => {
    const delays: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const from = supervisor.lines.length;
      const current = supervisor.listening().filter((w) => !w.roles.includes('jobs'));
      const target = current[current.length - 1];
      process.kill(target.pid, 'SIGKILL');
      const died = await supervisor.line(
        new RegExp(
          `worker ${target.id} .* died \\(signal SIGKILL\\).*replacement (now|in \\d+ ms)`,
        ),
        from,
      );
      delays.push(Number(/in (\d+) ms/.exec(died.text)?.[1] ?? 0));
      // New connections go to the worker still alive.
      for (let i = 0; i < 5; i += 1)
        expect((await rawRequest(`${base}/api/health`, { method: 'GET' })).status).toBe(200);
      await supervisor.line(/worker \d+ \(pid \d+\) listening/, from);
    }
    // The first victim may have lived long enough to be replaced at once; its replacement,
    // killed as soon as it listened, waits 1 s, or twice the wait before it.
    expect(delays[1]).toBe(delays[0] === 0 ? 1000 : delays[0] * 2);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('SIGTERM drains and stops every worker, and npm start exits 0', async () => {
    const pids = supervisor.listening().map((w) => w.pid);
    supervisor.process.kill('SIGTERM');
    expect(await supervisor.exited).toBe(0);
    await waitFor('every worker gone', () => (pids.every((pid) => !alive(pid)) ? true : undefined));
  });
});
