/**
 * `node bench/profile.mjs [sqlite|postgres] [connections] [seconds]`: the mixed load against one
 * server instance started with `--cpu-prof`; prints where the profile was written and the
 * heaviest functions by self time. For finding what to make cheaper, not a budget row.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './lib/mixed-load.mjs';
import { SCREENS } from './lib/mixed-scenario.mjs';
import { signInMixedUsers } from './lib/mixed-users.mjs';
import { createScratchDatabase, dropScratchDatabase } from './lib/postgres.mjs';
import { REPO_ROOT, runNode, startPortal, stopProcess, waitForHttp } from './lib/processes.mjs';

const [database = 'sqlite', connectionsArg = '50', secondsArg = '15'] = process.argv.slice(2);
const port = Number(process.env.BENCH_PROFILE_PORT ?? 8741);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-profile-'));
const profileDir = path.join(dataDir, 'profile');
const scratch = `inventor_portal_profile_${process.pid}`;
const databaseUrl = database === 'postgres' ? await createScratchDatabase(scratch) : '';
const seedArgs = database === 'postgres' ? ['--postgres', databaseUrl] : [dataDir];
await runNode(['--import', 'tsx', path.join(REPO_ROOT, 'bench', 'seed.ts'), ...seedArgs]);

const server = startPortal({
  port,
  dataDir,
  databaseUrl,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, server);
  const users = await signInMixedUsers(`http://127.0.0.1:${port}`);
  const result = await runLoad({
    ports: [port],
    connections: Number(connectionsArg),
    users,
    screens: SCREENS,
    seconds: Number(secondsArg),
    seed: 7,
  });
  console.log(`${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
} finally {
  await stopProcess(server);
  if (database === 'postgres') await dropScratchDatabase(scratch);
}

const [file] = fs.readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
const self = new Map();
const dt = profile.timeDeltas;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const where = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
  self.set(where, (self.get(where) ?? 0) + (dt[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`profile: ${path.join(profileDir, file)}`);
for (const [where, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${where}`);
