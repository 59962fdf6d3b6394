import { buildApp, LOG_REDACT } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createUploadStore } from './lib/create-upload-store';
import { processRole, relayLiveEventsBetweenWorkers } from './startup/cluster-worker';
import { demoOfficeLines } from './cli/demo/office';
import { seedDemoIfEmpty } from './startup/demo-seed';
import { prepareDrain } from './startup/drain';

function printBanner(
  config: AppConfig,
  demoLogin: { email: string; password: string } | null,
): void {
  const lines = [
    '',
    `  Inventor Portal is running on ${config.publicUrl}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite at ${config.dataDir}/portal.db`}`,
  ];
  if (demoLogin) {
    lines.push(`  Demo login: ${demoLogin.email} / ${demoLogin.password}`);
    for (const line of demoOfficeLines()) lines.push(`  ${line}`);
  }
  if (config.managerPasswordGenerated) {
    lines.push(`  Manager shared password (for /create-account): ${config.managerSharedPassword}`);
    lines.push(
      '    (generated once and kept in DATA_DIR/manager-password; set MANAGER_SHARED_PASSWORD to choose one)',
    );
  }
  if (!config.smtpUrl)
    lines.push(`  Mail: written as .eml files to ${config.dataDir}/mail (set SMTP_URL to send)`);
  lines.push('');
  process.stdout.write(lines.join('\n') + '\n');
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  // Under `npm start`'s supervisor one worker migrates and seeds before the others start, and
  // one runs the periodic jobs (startup/cluster-worker.ts); alone, this process does it all.
  const role = processRole();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (role.runsSetup) await migrateToLatest(database);
  const seedDemo = role.runsSetup ? seedDemoIfEmpty : async () => null;
  const demoLogin = await seedDemo(config, database.db, createUploadStore(config, database));

  const app = await buildApp({
    config,
    database,
    startMailWorker: role.runsJobs,
    startReminderJob: role.runsJobs,
    logger: { level: config.logLevel, redact: LOG_REDACT },
  });
  relayLiveEventsBetweenWorkers(app);

  let closing = false;
  const drain = prepareDrain(app.server);
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    drain()
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (role.runsSetup) printBanner(config, demoLogin);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Inventor Portal failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
