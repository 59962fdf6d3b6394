import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase, type Dialect } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

export const MANAGER_PASSWORD = 'manager-shared-secret';

/** SQLite always; PostgreSQL too when DATABASE_URL_TEST is set (CI sets it). */
export const DIALECTS: Dialect[] = process.env.DATABASE_URL_TEST
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  dialect: Dialect;
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
}

/** Builds an app on a fresh temporary database: a new SQLite file, or a new PostgreSQL schema. */
export async function createTestApp(
  dialect: Dialect,
  options: TestAppOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-test-'));
  const pgSchema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = dialect === 'postgres' ? process.env.DATABASE_URL_TEST : undefined;
  if (pgSchema && databaseUrl) {
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${pgSchema}`);
    await admin.end();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    MANAGER_SHARED_PASSWORD: MANAGER_PASSWORD,
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
    // Event mails straight to the outbox: the tests of the coalescing window set their own.
    MAIL_COALESCE_SECONDS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database = createDatabase({ databaseUrl, dataDir, pgSchema });
  await migrateToLatest(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    config,
    dialect,
    dataDir,
    close: async () => {
      await app.close();
      if (pgSchema && databaseUrl) {
        const admin = new Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`drop schema ${pgSchema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `suite` once per database dialect, each with its own app built before the tests and
 * closed after them. `ctx()` gives the current context inside tests.
 */
export function describeEachDatabase(name: string, suite: (ctx: () => TestContext) => void): void {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        context = await createTestApp(dialect);
      });
      afterAll(async () => {
        await context?.close();
      });
      suite(() => {
        if (!context) throw new Error('test app not ready');
        return context;
      });
    });
  }
}
