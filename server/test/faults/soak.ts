/**
 * `npm run soak [-- --minutes N]`: mixed traffic against a real server (SQLite, temporary
 * DATA_DIR) for N minutes (default 10, or SOAK_MINUTES). Reports 5xx count, lost writes,
 * RSS at start and end, and latency percentiles. Not part of CI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, HttpClient, startChild } from './child-server';

const argMinutes = process.argv.indexOf('--minutes');
const minutes = Number(
  argMinutes > 0 ? process.argv[argMinutes + 1] : (process.env.SOAK_MINUTES ?? 10),
);
const USERS = Number(process.env.SOAK_USERS ?? 6);
const PAUSE_MS = Number(process.env.SOAK_PAUSE_MS ?? 20);

const rssMb = (pid: number): number => {
  const line =
    fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? 'VmRSS: 0 kB';
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-soak-'));
  const server = await startChild(dataDir, await freePort());
  const pid = server.process.pid ?? 0;
  const latencies: number[] = [];
  const statusCounts = new Map<number, number>();
  let errors5xx = 0;
  let networkErrors = 0;
  const kept = new Map<number, string>(); // ticket id → owner email, acknowledged and not deleted

  const timed = async (client: HttpClient, method: string, url: string, body?: unknown) => {
    const start = performance.now();
    try {
      const res = await client.request(method, url, body);
      latencies.push(performance.now() - start);
      statusCounts.set(res.status, (statusCounts.get(res.status) ?? 0) + 1);
      if (res.status >= 500) errors5xx += 1;
      return res;
    } catch {
      networkErrors += 1;
      return null;
    }
  };

  const users = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const client = new HttpClient(server.baseUrl);
      const email = `soak-${i}@example.org`;
      const created = await client.request('POST', '/api/accounts/create-account/', {
        shared_password: 'faults-manager-shared-password',
        inventor: { preferred_name: `Soak User ${i}`, email, affiliation: 'CIE' },
      });
      const { credentials } = (await created.json()) as { credentials: { password: string } };
      return { client, email, password: credentials.password };
    }),
  );
  for (const u of users) {
    await u.client.signIn(u.email, u.password);
    // A generated password must be changed before any other signed-in route answers.
    await u.client.request('POST', '/api/accounts/change-password/', {
      old_password: u.password,
      new_password: `${u.email}-chosen-passphrase-42`,
    });
  }

  // Warm-up, then the start RSS.
  await new Promise((r) => setTimeout(r, 2000));
  const rssStart = rssMb(pid);
  const deadline = Date.now() + minutes * 60_000;
  let iteration = 0;
  await Promise.all(
    users.map(async (u, i) => {
      while (Date.now() < deadline) {
        iteration += 1;
        const step = (iteration + i) % 10;
        if (step === 0) {
          await timed(u.client, 'POST', '/api/accounts/logout/');
          await timed(u.client, 'POST', '/api/accounts/login/', {
            email: u.email,
            password: u.password,
          });
        } else if (step <= 3) {
          const res = await timed(u.client, 'POST', '/api/inventors/ticket/create/', {
            title: `Soak ${iteration}`,
            summary: 's',
            context: 'c',
            problem_identification: 'p',
            is_draft: false,
          });
          if (res?.status === 201) kept.set(((await res.json()) as { id: number }).id, u.email);
        } else if (step === 4) {
          const mine = [...kept].find(([, owner]) => owner === u.email);
          if (mine) {
            const res = await timed(u.client, 'DELETE', `/api/inventors/ticket/${mine[0]}/`);
            if (res?.status === 204) kept.delete(mine[0]);
          }
        } else if (step === 5) await timed(u.client, 'GET', '/api/accounts/notifications/');
        else if (step === 6) await timed(u.client, 'PUT', '/api/accounts/notifications/');
        else if (step === 7) await timed(u.client, 'GET', '/api/inventors/patents');
        else if (step === 8) await timed(u.client, 'GET', '/api/accounts/me/');
        else await timed(u.client, 'GET', '/api/inventors/tickets/?page_size=20');
        if (PAUSE_MS > 0) await new Promise((r) => setTimeout(r, PAUSE_MS));
      }
    }),
  );
  const rssEnd = rssMb(pid);

  // Lost writes: every acknowledged, not-deleted ticket must be readable by its owner.
  let lost = 0;
  for (const [id, owner] of kept) {
    const user = users.find((u) => u.email === owner);
    const res = user ? await user.client.request('GET', `/api/inventors/ticket/${id}`) : null;
    if (res?.status !== 200) lost += 1;
  }
  server.process.kill('SIGTERM');
  const exitCode = await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });

  const sorted = [...latencies].sort((a, b) => a - b);
  const report = {
    minutes,
    users: USERS,
    requests: latencies.length,
    requests_per_second: Math.round(latencies.length / (minutes * 60)),
    statuses: Object.fromEntries([...statusCounts].sort((a, b) => a[0] - b[0])),
    errors_5xx: errors5xx,
    network_errors: networkErrors,
    tickets_kept: kept.size,
    lost_writes: lost,
    rss_start_mb: rssStart,
    rss_end_mb: rssEnd,
    latency_ms: {
      p50: +percentile(sorted, 50).toFixed(1),
      p95: +percentile(sorted, 95).toFixed(1),
      p99: +percentile(sorted, 99).toFixed(1),
      max: +(sorted.at(-1) ?? 0).toFixed(1),
    },
    server_exit_code: exitCode,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.exitCode = errors5xx === 0 && lost === 0 && networkErrors === 0 ? 0 : 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`soak failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
