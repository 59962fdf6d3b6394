import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDatabase, type Dialect } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { MANAGER_PASSWORD } from '../../helpers/test-app';

export const PUBLIC_URL = 'http://portal.test';

async function adminQuery(sqlText: string): Promise<void> {
  const admin = new Client({ connectionString: process.env.DATABASE_URL_TEST });
  await admin.connect();
  try {
    await admin.query(sqlText);
  } finally {
    await admin.end();
  }
}

/**
 * `count` portal instances on ONE database (the same SQLite file, or the same PostgreSQL
 * schema), each with its own pool and memory, as behind a load balancer; `env` adds
 * SSO_PROVIDERS and the like.
 */
export async function createSsoInstances(
  dialect: Dialect,
  env: Record<string, string>,
  count: number,
): Promise<{ apps: FastifyInstance[]; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-sso-'));
  const databaseUrl = dialect === 'postgres' ? process.env.DATABASE_URL_TEST : undefined;
  const pgSchema = databaseUrl ? `sso_${randomBytes(6).toString('hex')}` : undefined;
  if (pgSchema) await adminQuery(`create schema ${pgSchema}`);
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i += 1) {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      MANAGER_SHARED_PASSWORD: MANAGER_PASSWORD,
      PUBLIC_URL,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });
    const database = createDatabase({ databaseUrl, dataDir, pgSchema });
    if (i === 0) await migrateToLatest(database);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    close: async () => {
      for (const app of apps) await app.close();
      if (pgSchema) await adminQuery(`drop schema ${pgSchema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
