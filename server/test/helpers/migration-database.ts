import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { Client } from 'pg';
import { createDatabase, type Dialect } from '../../src/db/database';
import { InCodeMigrationProvider, migrationsFor } from '../../src/db/migrate';

/** A scratch database of its own for a migration test, and a migrator that stops where asked. */
export interface MigrationDatabase {
  /** The handle (opened in beforeAll). */
  handle: () => ReturnType<typeof createDatabase>;
  /** A migrator over every migration of the dialect, for `migrateTo(name)`. */
  migrator: () => Migrator;
}

async function onAdmin(databaseUrl: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/**
 * Registers beforeAll/afterAll that open an empty database (SQLite: a temporary folder;
 * PostgreSQL: a schema of its own in DATABASE_URL_TEST, dropped after) with no migration run.
 */
export function migrationDatabase(dialect: Dialect): MigrationDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-migration-'));
  const pgSchema = dialect === 'postgres' ? `mig_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = dialect === 'postgres' ? process.env.DATABASE_URL_TEST : undefined;
  let handle: ReturnType<typeof createDatabase> | undefined;

  beforeAll(async () => {
    if (pgSchema && databaseUrl) await onAdmin(databaseUrl, `create schema ${pgSchema}`);
    handle = createDatabase({ databaseUrl, dataDir, pgSchema });
  });

  afterAll(async () => {
    await handle?.db.destroy();
    if (pgSchema && databaseUrl) await onAdmin(databaseUrl, `drop schema ${pgSchema} cascade`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const opened = () => {
    if (!handle) throw new Error('the migration database opens in beforeAll');
    return handle;
  };
  return {
    handle: opened,
    migrator: () =>
      new Migrator({
        db: opened().db,
        ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
        provider: new InCodeMigrationProvider(migrationsFor(dialect)),
      }),
  };
}
