import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { MANAGER_PASSWORD } from './test-app';

/**
 * Several server instances on one PostgreSQL schema, as behind a load balancer: each has its
 * own connection pool and its own memory (remembered answers), none shares a DATA_DIR. Tests
 * that need them run only when DATABASE_URL_TEST is set.
 */
export const PG_URL = process.env.DATABASE_URL_TEST;

/** `describe` on PostgreSQL, `describe.skip` without it. */
export const describeOnPostgres = PG_URL ? describe : describe.skip;

async function admin(sqlText: string): Promise<void> {
  const client = new Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export interface SharedSchema {
  schema: string;
  /**
   * A new handle (its own pool) on the schema: one more "instance" of the database side;
   * `onQuery` is told the SQL of each query it runs.
   */
  handle: (onQuery?: (sql: string) => void) => DatabaseHandle;
  close: () => Promise<void>;
}

/** A fresh migrated schema; every handle made from it is closed by `close`. */
export async function createSharedSchema(): Promise<SharedSchema> {
  if (!PG_URL) throw new Error('DATABASE_URL_TEST is not set');
  const schema = `inst_${randomBytes(6).toString('hex')}`;
  await admin(`create schema ${schema}`);
  const handles: DatabaseHandle[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-instances-'));
  const handle = (onQuery?: (sql: string) => void) => {
    const made = createDatabase({ databaseUrl: PG_URL, dataDir, pgSchema: schema, onQuery });
    handles.push(made);
    return made;
  };
  await migrateToLatest(handle());
  return {
    schema,
    handle,
    close: async () => {
      await Promise.all(handles.map((h) => h.db.destroy()));
      await admin(`drop schema ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Instance {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
}

/** `count` apps on one schema, each with its own pool and its own DATA_DIR. */
export async function createInstances(
  shared: SharedSchema,
  count: number,
): Promise<{ instances: Instance[]; close: () => Promise<void> }> {
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `inventor-portal-instance-${i}-`));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      MANAGER_SHARED_PASSWORD: MANAGER_PASSWORD,
      PUBLIC_URL: 'http://portal.test',
      LOG_LEVEL: 'silent',
      SECRET_KEY: 's'.repeat(48),
      MAIL_COALESCE_SECONDS: '0',
      DATABASE_URL: PG_URL ?? '',
    });
    // The shared schema closes the pools.
    const app = await buildApp({
      config,
      database: shared.handle(),
      logger: false,
      closeDatabase: false,
    });
    await app.ready();
    instances.push({ app, config, dataDir });
  }
  return {
    instances,
    close: async () => {
      for (const { app, dataDir } of instances) {
        await app.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Registers the hooks of a describe block that runs against `count` instances on one fresh
 * schema: `take` receives them before the first test; everything is closed after the last.
 */
export function withInstances(count: number, take: (instances: Instance[]) => void): void {
  let shared: SharedSchema | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    shared = await createSharedSchema();
    const made = await createInstances(shared, count);
    close = made.close;
    take(made.instances);
  });
  afterAll(async () => {
    await close?.();
    await shared?.close();
  });
}
