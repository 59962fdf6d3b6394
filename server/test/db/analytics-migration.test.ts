import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { createDatabase, type Dialect } from '../../src/db/database';
import { InCodeMigrationProvider, migrateToLatest, migrationsFor } from '../../src/db/migrate';
import { keptAndRecounted } from '../helpers/analytics-sums';
import { DIALECTS } from '../helpers/test-app';

/**
 * Migration 023 on a database holding tickets: the daily sums are filled from them, the monthly
 * ones are left as 019 kept them, and the new triggers keep both from then on.
 */
describe.each(DIALECTS)(
  'migration 023-analytics-daily-sums on existing data [%s]',
  (dialect: Dialect) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-migration-'));
    const pgSchema = dialect === 'postgres' ? `mig_${randomBytes(6).toString('hex')}` : undefined;
    const databaseUrl = dialect === 'postgres' ? process.env.DATABASE_URL_TEST : undefined;
    let handle: ReturnType<typeof createDatabase>;

    const admin = async (statement: string) => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };

    beforeAll(async () => {
      if (pgSchema) await admin(`create schema ${pgSchema}`);
      handle = createDatabase({ databaseUrl, dataDir, pgSchema });
    });

    afterAll(async () => {
      await handle.db.destroy();
      if (pgSchema) await admin(`drop schema ${pgSchema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('fills the daily sums from the tickets and keeps them after', async () => {
      const migrator = new Migrator({
        db: handle.db,
        ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
        provider: new InCodeMigrationProvider(migrationsFor(dialect)),
      });
      expect((await migrator.migrateTo('021-table-versions')).error).toBeUndefined();

      // Raw SQL: the DB interface describes the latest schema.
      const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const now = '2025-06-01T00:00:00.000Z';
      await sql`insert into inventors (id, preferred_name, email, search_text, created_at, affiliation_id)
      values (1, 'Amina', 'amina@example.org', 'amina', ${now},
          (select id from affiliations where name = 'CIE')),
             (2, 'Omar', 'omar@example.org', 'omar', ${now}, null)`.execute(db);
      const ticket = (
        id: number,
        submitter: number,
        createdAt: string,
        status: string,
        draft = 0,
      ) =>
        sql`insert into tickets (id, title, summary, context, problem_identification, submitter_id,
          status, is_draft, created_at, updated_at)
        values (${id}, 'T', 's', 'c', 'p', ${submitter}, ${status}, ${draft}, ${createdAt},
          ${createdAt})`.execute(db);
      const history = (ticketId: number, status: string, at: string) =>
        sql`insert into ticket_history (ticket_id, status, created_at)
        values (${ticketId}, ${status}, ${at})`.execute(db);
      await ticket(1, 1, '2025-01-31T23:59:59.999Z', 'approved');
      await history(1, 'approved', '2025-02-10T12:00:00.000Z');
      await ticket(2, 2, '2025-02-01T00:00:00.000Z', 'refused');
      await history(2, 'needs_info', '2025-02-02T00:00:00.000Z');
      await history(2, 'refused', '2025-02-03T00:00:00.000Z');
      await ticket(3, 1, '2025-02-01T10:00:00.000Z', 'pending');
      await ticket(4, 2, '2025-02-05T00:00:00.000Z', 'approved', 1);
      await history(4, 'approved', '2025-02-06T00:00:00.000Z');
      if (dialect === 'postgres') {
        await sql`select setval(pg_get_serial_sequence('tickets', 'id'), 4)`.execute(db);
      }

      expect(await migrateToLatest(handle)).toContain('023-analytics-daily-sums');
      let { kept, recounted } = await keptAndRecounted(
        handle.db as unknown as Kysely<unknown>,
        dialect,
      );
      expect(kept).toEqual(recounted);
      expect(kept.analytics_submitted_days).toEqual([
        '2025-01-31 approved 1 1 0',
        '2025-02-01 pending 1 1 0',
        '2025-02-01 refused 1 1 1',
      ]);
      expect(kept.analytics_decision_days).toEqual([
        '2025-02-03 172800000 0 1',
        '2025-02-10 820800001 1 0',
      ]);

      // Written after the migration: kept by the new triggers.
      await ticket(5, 1, '2025-02-20T00:00:00.000Z', 'pending');
      await history(5, 'refused', '2025-02-21T00:00:00.000Z');
      await sql`update tickets set created_at = '2025-02-02T00:00:00.000Z' where id = 3`.execute(
        db,
      );
      await sql`update tickets set is_draft = 0 where id = 4`.execute(db);
      await sql`update inventors set affiliation_id = null where id = 1`.execute(db);
      ({ kept, recounted } = await keptAndRecounted(
        handle.db as unknown as Kysely<unknown>,
        dialect,
      ));
      expect(kept).toEqual(recounted);
      expect(kept.analytics_affiliation_days).toEqual([
        '2025-01-31 0 1',
        '2025-02-01 0 1',
        '2025-02-02 0 1',
        '2025-02-05 0 1',
        '2025-02-20 0 1',
      ]);
    });
  },
);
