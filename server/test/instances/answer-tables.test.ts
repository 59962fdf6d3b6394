import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '@server/app';
import { createDatabase } from '@server/db/database';
import { ownedTableOf } from '@server/db/owner-versions';
import * as reads from '@server/lib/answer-tables';
import { cachedBodyCounts } from '@server/lib/response-cache';
import { nowIso } from '@server/lib/time';
import { storedEvent } from '@server/lib/feed-events';
import { feedEvent } from '@inventor-portal/shared/events';
import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { describeOnPostgres, type Instance, withInstances } from '../helpers/instances';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { addPatent, addTicket } from '../routes/accounts/data';
import { createOfficeUser, signIn } from '../routes/office/support';

/**
 * Every remembered answer, after a write to each table it declares (answer-tables.ts) made in
 * one place, is computed again where it is read; after writes to tables it does not read, it
 * is answered from memory. An answer about the caller's own rows (`notifications@caller`,
 * db/owner-versions.ts) stays remembered while someone else's rows of the table are written.
 * Written through A, read through B: the same app, two connections on one SQLite file (as two
 * processes, or the admin CLI), two instances on PostgreSQL.
 */

/** Tables no listed answer reads: a write to them keeps every answer remembered. */
const UNRELATED = ['activity_logs', 'notification_settings', 'sessions'];

interface Answer {
  name: string;
  as: 'inventor' | 'office';
  method: 'GET' | 'POST';
  url: string;
  json?: Record<string, unknown>;
  reads: readonly string[];
}

const ANSWERS: Answer[] = [
  { name: 'me', as: 'inventor', method: 'GET', url: '/api/accounts/me/', reads: reads.ME_READS },
  {
    name: 'notifications',
    as: 'inventor',
    method: 'GET',
    url: '/api/accounts/notifications/',
    reads: reads.NOTIFICATIONS_READS,
  },
  {
    name: 'patents',
    as: 'inventor',
    method: 'GET',
    url: '/api/inventors/patents?search=dep',
    reads: reads.PATENTS_READS,
  },
  {
    name: 'tickets',
    as: 'inventor',
    method: 'GET',
    url: '/api/inventors/tickets/',
    reads: reads.TICKETS_READS,
  },
  {
    name: 'tickets with answers (the exports)',
    as: 'inventor',
    method: 'GET',
    url: '/api/inventors/tickets/?answers=true',
    reads: reads.TICKETS_WITH_ANSWERS_READS,
  },
  {
    name: 'inventor search',
    as: 'inventor',
    method: 'POST',
    url: '/api/inventors/inventors/search/',
    json: { name: 'depend' },
    reads: reads.INVENTOR_SEARCH_READS,
  },
  {
    name: 'office queue',
    as: 'office',
    method: 'GET',
    url: '/api/office/tickets/?search=ticket&answers=true',
    reads: reads.OFFICE_TICKETS_READS,
  },
  {
    name: 'office patents (the kept count)',
    as: 'office',
    method: 'GET',
    url: '/api/office/patents/',
    reads: reads.OFFICE_PATENTS_READS,
  },
  {
    name: 'office counts',
    as: 'office',
    method: 'GET',
    url: '/api/office/tickets/counts/',
    reads: reads.OFFICE_TICKET_COUNTS_READS,
  },
];

/** A row in every table an answer reads, so that a write to each can be made. */
async function seed(app: FastifyInstance) {
  const db = app.db;
  const user = await createUser(db, { preferredName: 'Depend Ency' });
  const office = await createOfficeUser(db);
  const ticket = await addTicket(db, user.inventorId, [user.inventorId]);
  const patent = await addPatent(db, 'A dependable patent', [user.inventorId]);
  const now = nowIso();
  await db.insertInto('affiliations').values({ name: 'Dependency lab' }).execute();
  await db
    .insertInto('inventor_name_variants')
    .values({ inventor_id: user.inventorId, name: 'D. Ency', position: 0 })
    .execute();
  await db
    .insertInto('patent_schemas')
    .values({ patent_id: patent, url: '/media/s.png', position: 0 })
    .execute();
  await db
    .insertInto('ticket_co_applications')
    .values({ ticket_id: ticket, value: 'Partner', position: 0 })
    .execute();
  await sql`insert into ticket_history (ticket_id, status, created_at) values (${ticket}, 'pending', ${now})`.execute(
    db,
  );
  await db
    .insertInto('notifications')
    .values({
      inventor_id: user.inventorId,
      ...storedEvent(feedEvent('text', { text: 'Hello' })),
      is_read: 0,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('ticket_attachments')
    .values({
      ticket_id: ticket,
      name: 'notes.txt',
      search_text: 'notes.txt',
      size: 1,
      content_type: 'text/plain',
      storage_key: 'k'.repeat(20),
      uploaded_by: user.userId,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('form_versions')
    .values({
      status: 'draft',
      definition: '{}',
      questions_count: 0,
      published_at: null,
      created_by: office.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('ticket_answers')
    .values({ ticket_id: ticket, answers: '{}', search_text: '' })
    .execute();
  await db
    .insertInto('reviews')
    .values({
      ticket_id: ticket,
      reviewer_id: office.userId,
      state: 'invited',
      due_date: '2099-01-01',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('activity_logs')
    .values({
      inventor_id: user.inventorId,
      activity_type: 'ticket',
      event: 'text',
      params: '{}',
      created_at: now,
    })
    .execute();
  return { user, office };
}

/** A write to `table` that changes nothing visible: its first column set to itself in every row. */
async function touch(app: FastifyInstance, table: string): Promise<void> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(table)} limit 1`.execute(app.db);
  if (!rows[0]) throw new Error(`no row in ${table} to write: seed one`);
  const column = sql.ref(Object.keys(rows[0])[0]);
  await sql`update ${sql.table(table)} set ${column} = ${column}`.execute(app.db);
}

/** Someone else's notification: added, changed, then removed. */
async function writeSomeoneElses(app: FastifyInstance, userId: number) {
  const { id } = await app.db
    .insertInto('notifications')
    .values({
      user_id: userId,
      ...storedEvent(feedEvent('text', { text: 'Not yours' })),
      is_read: 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).execute();
  await app.db.deleteFrom('notifications').where('id', '=', id).execute();
}

function dependencySuite(
  label: string,
  setUp: () => Promise<{ a: FastifyInstance; b: FastifyInstance; close: () => Promise<void> }>,
) {
  describe(label, () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let close: () => Promise<void>;
    const clients: Record<'inventor' | 'office', TestClient> = {} as never;
    let someoneElse: number;

    beforeAll(async () => {
      ({ a, b, close } = await setUp());
      const { user, office } = await seed(a);
      someoneElse = office.userId;
      for (const [who, account] of [
        ['inventor', user],
        ['office', office],
      ] as const) {
        const onA = await signIn(a, account);
        const onB = new TestClient(b);
        for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
        clients[who] = onB;
      }
      await sql`insert into notification_settings (user_id, event, in_app, email) values (${user.userId}, 'x', 1, 1)`
        .execute(a.db)
        .catch(() => undefined);
    });
    afterAll(async () => close());

    /** Reads the answer on B; says whether it came from memory. */
    async function read(answer: Answer): Promise<boolean> {
      const client = clients[answer.as];
      const before = cachedBodyCounts().hits;
      const res =
        answer.method === 'GET'
          ? await client.get(answer.url)
          : await client.post(answer.url, answer.json ?? {});
      expect(res.statusCode).toBe(200);
      return cachedBodyCounts().hits > before;
    }

    it("notifications: someone else's notification leaves the caller's list remembered, its own does not", async () => {
      const notifications = ANSWERS.find((answer) => answer.name === 'notifications');
      if (!notifications) throw new Error('no notifications answer');
      await read(notifications);
      expect(await read(notifications)).toBe(true);
      await writeSomeoneElses(a, someoneElse);
      expect(await read(notifications)).toBe(true);
      await touch(a, 'notifications');
      expect(await read(notifications)).toBe(false);
    });

    for (const answer of ANSWERS) {
      it(`${answer.name}: computed again after a write to each of its tables, remembered across others`, async () => {
        await read(answer);
        expect(await read(answer)).toBe(true);
        for (const declared of answer.reads) {
          // Every row of the table is written: the caller's own among them.
          const table = ownedTableOf(declared) ?? declared;
          await touch(a, table);
          expect({ table, hit: await read(answer) }).toEqual({ table, hit: false });
          expect({ table, hit: await read(answer) }).toEqual({ table, hit: true });
        }
        for (const table of UNRELATED.filter((t) => !answer.reads.includes(t))) {
          await touch(a, table);
          expect({ table, hit: await read(answer) }).toEqual({ table, hit: true });
        }
      });
    }
  });
}

dependencySuite('answers and their tables [sqlite, one app]', async () => {
  const ctx = await createTestApp('sqlite');
  return { a: ctx.app, b: ctx.app, close: ctx.close };
});

dependencySuite('answers and their tables [sqlite, two connections on one file]', async () => {
  const ctx: TestContext = await createTestApp('sqlite');
  const database = createDatabase({ dataDir: ctx.dataDir });
  const other = await buildApp({ config: ctx.config, database, logger: false });
  await other.ready();
  return {
    a: other,
    b: ctx.app,
    close: async () => {
      await other.close();
      await ctx.close();
      fs.rmSync(ctx.dataDir, { recursive: true, force: true });
    },
  };
});

describeOnPostgres('answers and their tables [postgres]', () => {
  dependencySuite('one instance', async () => {
    const ctx = await createTestApp('postgres');
    return { a: ctx.app, b: ctx.app, close: ctx.close };
  });
  let instances: Instance[] = [];
  withInstances(2, (made) => {
    instances = made;
  });
  dependencySuite('two instances', async () => ({
    a: instances[0].app,
    b: instances[1].app,
    close: async () => undefined,
  }));
});
