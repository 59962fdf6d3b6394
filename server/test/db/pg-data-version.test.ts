import { sql, type Kysely } from 'kysely';
import type { DB, DatabaseHandle } from '../../src/db/database';
import { dataVersion } from '../../src/db/data-version';
import { type TableVersions, UNVERSIONED_TABLES } from '../../src/db/table-versions';
import { VersionCache } from '../../src/db/version-cache';
import { nowIso } from '../../src/lib/time';
import { createSharedSchema, describeOnPostgres, type SharedSchema } from '../helpers/instances';

/**
 * The PostgreSQL data version (db/pg-data-version.ts) seen from two handles on one schema, as
 * two server instances see it: a value remembered on B is never older than a write committed
 * through A.
 */
describeOnPostgres('PostgreSQL table versions across instances', () => {
  let shared: SharedSchema;
  let a: DatabaseHandle;
  let b: DatabaseHandle;

  beforeAll(async () => {
    shared = await createSharedSchema();
    a = shared.handle();
    b = shared.handle();
  });
  afterAll(async () => shared.close());

  /** Every table's version, as one comparable text. */
  const version = async (db: Kysely<DB>) =>
    JSON.stringify([...(await (dataVersion(db) as Promise<TableVersions>))].sort());
  const versionOf = async (db: Kysely<DB>, table: string) =>
    (await (dataVersion(db) as Promise<TableVersions>)).get(table);
  const affiliationNames = async (db: Kysely<DB>) =>
    (await db.selectFrom('affiliations').select('name').orderBy('id').execute())
      .map((r) => r.name)
      .join(',');

  it('answers a value remembered on B from memory until A commits a write, then queries again at once', async () => {
    const cache = new VersionCache<string>({ maxEntries: 10 });
    let queries = 0;
    const namesOnB = () =>
      cache.get(b.db, 'names', ['affiliations'], async () => {
        queries += 1;
        return affiliationNames(b.db);
      });
    const before = await namesOnB();
    expect(await namesOnB()).toBe(before);
    expect(queries).toBe(1);
    await a.db.insertInto('affiliations').values({ name: 'Written on A' }).execute();
    expect(await namesOnB()).toBe(`${before},Written on A`);
    expect(queries).toBe(2);
    await a.db.deleteFrom('affiliations').where('name', '=', 'Written on A').execute();
    expect(await namesOnB()).toBe(before);
  });

  it('under test, fails a computation that reads a table it did not declare (each query is reported by the pooled client)', async () => {
    const cache = new VersionCache<string>({ maxEntries: 10 });
    const sneaky = () =>
      cache.get(b.db, 'sneaky', ['affiliations'], async () => {
        const names = await affiliationNames(b.db);
        const { rows } = await sql<{ n: string }>`select count(*) as n from patents`.execute(b.db);
        return `${names}:${rows[0].n}`;
      });
    await expect(sneaky()).rejects.toThrow('reads undeclared tables: patents');
    expect(cache.stats(b.db).entries).toBe(0);
  });

  it('shares one version query between callers asking at once, yet never answers one started before the call', async () => {
    let versionQueries = 0;
    const c = shared.handle((text) => {
      if (/from table_versions/.test(text)) versionQueries += 1;
    });
    const first = version(c.db);
    // Asked while the first query is in flight: these share the query started after it.
    const waiting = Array.from({ length: 20 }, () => version(c.db));
    // A write committed through A before the next callers ask...
    await first;
    await a.db.insertInto('affiliations').values({ name: 'Between the queries' }).execute();
    const afterWrite = await version(c.db);
    const answers = await Promise.all(waiting);
    expect(new Set(answers).size).toBe(1);
    // 22 callers, 3 queries: the first, the one shared by the 20, the one after the write...
    expect(versionQueries).toBe(3);
    // ...which is in the version its caller gets.
    expect(afterWrite).not.toBe(await first);
    expect(await version(b.db)).toBe(afterWrite);
    await a.db.deleteFrom('affiliations').where('name', '=', 'Between the queries').execute();
  });

  it('changes when the write commits, not before: an open transaction on A leaves B’s version alone', async () => {
    const start = await version(b.db);
    let inside = '';
    await a.db.transaction().execute(async (trx) => {
      await trx.insertInto('affiliations').values({ name: 'Uncommitted' }).execute();
      inside = await version(b.db);
    });
    expect(inside).toBe(start);
    expect(await version(b.db)).not.toBe(start);
  });

  it('counts a transaction once per table however many rows it writes, and a rolled-back one not at all', async () => {
    const start = (await versionOf(b.db, 'affiliations')) ?? -1;
    const inventorsBefore = await versionOf(b.db, 'inventors');
    await a.db.transaction().execute(async (trx) => {
      const names = Array.from({ length: 500 }, (_, i) => ({ name: `Bulk ${i}` }));
      await trx.insertInto('affiliations').values(names).execute();
      await trx
        .updateTable('affiliations')
        .set({ name: sql`name || '!'` })
        .execute();
      await trx.deleteFrom('affiliations').where('name', 'like', 'Bulk %').execute();
    });
    expect(await versionOf(b.db, 'affiliations')).toBe(start + 1);
    expect(await versionOf(b.db, 'inventors')).toBe(inventorsBefore);
    await expect(
      a.db.transaction().execute(async (trx) => {
        await trx.insertInto('affiliations').values({ name: 'Rolled back' }).execute();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await versionOf(b.db, 'affiliations')).toBe(start + 1);
  });

  it('is left alone by sessions, rate limit hits, the outbox and upload bytes (no remembered answer reads them)', async () => {
    const start = await version(b.db);
    const now = nowIso();
    await a.db
      .insertInto('rate_limits')
      .values({ bucket: 'test', key: 'k', hits: JSON.stringify([`${now}~test`]) })
      .execute();
    await a.db.updateTable('rate_limits').set({ hits: '[]' }).execute();
    await a.db.deleteFrom('rate_limits').execute();
    await a.db
      .insertInto('mail_outbox')
      .values({
        to_address: 'x@example.org',
        subject: 's',
        text_body: 't',
        status: 'sent',
        attempts: 1,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    await a.db
      .insertInto('upload_blobs')
      .values({
        kind: 'photos',
        key: 'k'.repeat(20) + '.png',
        data: Buffer.from('x'),
        size: 1,
        created_at: now,
      })
      .execute();
    await a.db.deleteFrom('upload_blobs').execute();
    await sql`update sessions set last_seen_at = ${now}`.execute(a.db);
    expect(await version(b.db)).toBe(start);
  });

  it('versions every table but the listed high-churn ones (a table added later needs versionTableWrites)', async () => {
    const listed = await (dataVersion(a.db) as Promise<TableVersions>);
    const { rows } = await sql<{ table: string; triggers: number }>`
      select c.relname as table,
        (select count(*)::int from pg_trigger t
          where t.tgrelid = c.oid and t.tgname in ('data_version_bump', 'data_version_truncate')) as triggers
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${shared.schema} and c.relkind = 'r' and c.relname not like 'kysely_%'
      order by c.relname`.execute(a.db);
    const unversioned: readonly string[] = UNVERSIONED_TABLES;
    const missing = rows.filter((r) => !unversioned.includes(r.table) && r.triggers !== 2);
    const extra = rows.filter((r) => unversioned.includes(r.table) && r.triggers !== 0);
    const unlisted = rows.filter((r) => !unversioned.includes(r.table) && !listed.has(r.table));
    expect({ missing, extra, unlisted }).toEqual({ missing: [], extra: [], unlisted: [] });
    expect(rows.length).toBeGreaterThan(UNVERSIONED_TABLES.length + 10);
  });

  it('never deadlocks writers: the counter is taken at commit, after every row lock', async () => {
    // T2 writes first, then needs a row T1 updated meanwhile. A counter bumped at the write
    // would have T2 hold it while waiting for T1's row, and T1 wait for the counter: a deadlock.
    const inventor = await a.db
      .insertInto('inventors')
      .values({ preferred_name: 'Locked', search_text: 'locked', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const setPhone = (trx: Kysely<DB>, phone: string) =>
      trx.updateTable('inventors').set({ phone }).where('id', '=', inventor.id).execute();
    let firstWriteDone: () => void = () => undefined;
    const firstWrite = new Promise<void>((resolve) => {
      firstWriteDone = resolve;
    });
    let goOn: () => void = () => undefined;
    const t2MayGoOn = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    const t2 = b.db.transaction().execute(async (trx) => {
      await trx.insertInto('affiliations').values({ name: 'T2 first write' }).execute();
      firstWriteDone();
      await t2MayGoOn;
      await setPhone(trx, '2');
    });
    await firstWrite;
    const t1 = a.db.transaction().execute(async (trx) => setPhone(trx, '1'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    goOn();
    await expect(Promise.all([t1, t2])).resolves.toBeDefined();
    const row = await b.db
      .selectFrom('inventors')
      .select('phone')
      .where('id', '=', inventor.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('2');
  });
});
