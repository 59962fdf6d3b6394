import path from 'node:path';
import { buildApp, LOG_REDACT } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { UploadStore } from './lib/uploads';
import { seedDemoIfEmpty } from './startup/demo-seed';

function printBanner(
  config: AppConfig,
  demoLogin: { email: string; password: string } | null,
): void {
  const lines = [
    '',
    `  Inventor Portal is running on ${config.publicUrl}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite at ${config.dataDir}/portal.db`}`,
  ];
  if (demoLogin) lines.push(`  Demo login: ${demoLogin.email} / ${demoLogin.password}`);
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
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database);
  const demoLogin = await seedDemoIfEmpty(
    config,
    database.db,
    new UploadStore(path.join(config.dataDir, 'uploads')),
  );

  const app = await buildApp({
    config,
    database,
    startMailWorker: true,
    startReminderJob: true,
    logger: { level: config.logLevel, redact: LOG_REDACT },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  printBanner(config, demoLogin);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Inventor Portal failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
