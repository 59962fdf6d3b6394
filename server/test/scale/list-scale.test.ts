import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase, type DB } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { nowIso } from '../../src/lib/time';
import { DIALECTS, MANAGER_PASSWORD } from '../helpers/test-app';
import { createUser } from '../helpers/fixtures';
import { signIn } from '../routes/inventors/support';

const INVENTORS = 2_000;
const PATENTS = 10_000;
const CHUNK = 500;

async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** 2,000 inventors and 10,000 patents (3 inventors each; the caller on every second one), in one transaction. */
async function seedScale(db: Kysely<DB>, callerId: number): Promise<void> {
  const created_at = nowIso();
  await db.transaction().execute(async (trx) => {
    const people = Array.from({ length: INVENTORS }, (_, i) => ({
      preferred_name: `Scale Inventor ${i}`,
      full_name: `Scale Inventor ${i}`,
      search_text: `scale inventor ${i}`,
      created_at,
    }));
    await insertChunked(people, (chunk) => trx.insertInto('inventors').values(chunk).execute());
    const ids = (
      await trx
        .selectFrom('inventors')
        .select('id')
        .where('preferred_name', 'like', 'Scale Inventor %')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    const patents = Array.from({ length: PATENTS }, (_, i) => ({
      title: `Scale patent ${i}`,
      deposit_number: `SCALE-${i}`,
      status: ['pending', 'approved', 'refused'][i % 3],
      trl_level: i % 10,
      search_text: `scale patent ${i}`,
      created_at,
    }));
    await insertChunked(patents, (chunk) => trx.insertInto('patents').values(chunk).execute());
    const patentIds = (
      await trx
        .selectFrom('patents')
        .select('id')
        .where('deposit_number', 'like', 'SCALE-%')
        .execute()
    ).map((r) => r.id);
    const links = patentIds.flatMap((patent_id, i) => {
      const team = [
        ids[i % INVENTORS],
        ids[(i * 7 + 1) % INVENTORS],
        ids[(i * 13 + 2) % INVENTORS],
      ];
      const unique = [...new Set(i % 2 === 0 ? [callerId, ...team] : team)];
      return unique.map((inventor_id, position) => ({ patent_id, inventor_id, position }));
    });
    await insertChunked(links, (chunk) =>
      trx.insertInto('patent_inventors').values(chunk).execute(),
    );
    const schemas = patentIds
      .filter((_, i) => i % 4 === 0)
      .map((patent_id) => ({ patent_id, url: 'https://example.org/s.png', position: 0 }));
    await insertChunked(schemas, (chunk) =>
      trx.insertInto('patent_schemas').values(chunk).execute(),
    );
    const tickets = Array.from({ length: 300 }, (_, i) => ({
      title: `Scale ticket ${i}`,
      summary: 's',
      context: 'c',
      problem_identification: 'p',
      status: 'pending',
      is_draft: 0,
      submitter_id: i % 2 === 0 ? callerId : ids[i],
      created_at,
      updated_at: created_at,
    }));
    await insertChunked(tickets, (chunk) => trx.insertInto('tickets').values(chunk).execute());
    const ticketRows = await trx.selectFrom('tickets').select(['id', 'submitter_id']).execute();
    const ticketLinks = ticketRows.flatMap((t, i) =>
      [...new Set([t.submitter_id, callerId, ids[(i * 3) % INVENTORS]])].map(
        (inventor_id, position) => ({ ticket_id: t.id, inventor_id, position }),
      ),
    );
    await insertChunked(ticketLinks, (chunk) =>
      trx.insertInto('ticket_inventors').values(chunk).execute(),
    );
    const coApps = ticketRows.map((t) => ({ ticket_id: t.id, value: 'Partner', position: 0 }));
    await insertChunked(coApps, (chunk) =>
      trx.insertInto('ticket_co_applications').values(chunk).execute(),
    );
  });
}

for (const dialect of DIALECTS) {
  describe(`list endpoints at scale [${dialect}]`, () => {
    let app: FastifyInstance;
    let dataDir: string;
    let pgSchema: string | undefined;
    const databaseUrl = dialect === 'postgres' ? process.env.DATABASE_URL_TEST : undefined;
    const queries: string[] = [];
    let counting = false;
    let client: Awaited<ReturnType<typeof signIn>>;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-scale-'));
      if (databaseUrl) {
        pgSchema = `scale_${randomBytes(6).toString('hex')}`;
        const admin = new Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`create schema ${pgSchema}`);
        await admin.end();
      }
      const database = createDatabase({
        databaseUrl,
        dataDir,
        pgSchema,
        onQuery: (q) => counting && queries.push(q),
      });
      await migrateToLatest(database);
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        MANAGER_SHARED_PASSWORD: MANAGER_PASSWORD,
        LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      app = await buildApp({ config, database, logger: false });
      await app.ready();
      const user = await createUser(app.db);
      await seedScale(app.db, user.inventorId);
      client = await signIn(app, user);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      if (pgSchema && databaseUrl) {
        const admin = new Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`drop schema ${pgSchema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    async function measure(url: string) {
      await client.get(url); // warm-up (statement caches, first page of the index)
      queries.length = 0;
      counting = true;
      const started = performance.now();
      const res = await client.get(url);
      const ms = performance.now() - started;
      counting = false;
      return { res, ms, count: queries.length };
    }

    it('answers GET /api/inventors/patents?page_size=100 with at most 6 queries, well under a second', async () => {
      const { res, ms, count } = await measure('/api/inventors/patents?page_size=100');
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(PATENTS / 2);
      expect(res.json().results).toHaveLength(100);
      expect(res.json().results[0].inventors).toHaveLength(4);
      expect(count).toBeLessThanOrEqual(6);
      expect(ms).toBeLessThan(1000);
    });

    it('keeps search and ordering bounded too', async () => {
      const { res, ms, count } = await measure(
        '/api/inventors/patents?page_size=100&page=3&search=scale%20inventor%2017&ordering=-TRL_level',
      );
      expect(res.statusCode).toBe(200);
      expect(count).toBeLessThanOrEqual(6);
      expect(ms).toBeLessThan(1000);
    });

    it('lists a page of 100 tickets with at most 5 queries (session, page, inventors, co-applications)', async () => {
      const { res, ms, count } = await measure('/api/inventors/tickets/?page=1&page_size=100');
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(300);
      expect(
        res
          .json()
          .results.every((t: { co_applications: string[] }) => t.co_applications.length === 1),
      ).toBe(true);
      expect(count).toBeLessThanOrEqual(5);
      expect(ms).toBeLessThan(1000);
    });

    it('searches 2,000 inventors with a bounded number of queries', async () => {
      await client.get('/api/health');
      queries.length = 0;
      counting = true;
      const res = await client.post('/api/inventors/inventors/search/?page_size=100', {
        name: 'inventor 1',
      });
      counting = false;
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBeGreaterThan(100);
      expect(queries.length).toBeLessThanOrEqual(4);
    });

    it('lists co-inventors of a prolific inventor with a bounded number of queries', async () => {
      const { res, ms, count } = await measure(
        '/api/inventors/inventor/co-inventors?page_size=100',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBeGreaterThan(1000);
      expect(count).toBeLessThanOrEqual(4);
      expect(ms).toBeLessThan(1000);
    });
  });
}
