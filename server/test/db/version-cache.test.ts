import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { createTableVersions, versionWritesOf } from '../../src/db/table-versions';
import { VersionCache } from '../../src/db/version-cache';

/** What the cached values below read. */
const ITEMS = ['items'];

describe('VersionCache (values kept until a table they read changes)', () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-version-cache-'));
    handle = createDatabase({ dataDir: dir });
    await sql`create table items (id integer primary key, name text)`.execute(handle.db);
    await sql`create table others (id integer primary key, name text)`.execute(handle.db);
    const db = handle.db as unknown as Kysely<unknown>;
    await createTableVersions(db, 'sqlite');
    await versionWritesOf(db, 'sqlite', 'items');
    await versionWritesOf(db, 'sqlite', 'others');
    await sql`insert into items values (1, 'a')`.execute(handle.db);
  });

  afterEach(async () => {
    await handle.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A cache reading the item names, counting how often it really queries. */
  function namesCache(limits: Partial<ConstructorParameters<typeof VersionCache<string>>[0]> = {}) {
    const cache = new VersionCache<string>({
      maxEntries: 100,
      sizeOf: (value) => value.length,
      ...limits,
    });
    let queries = 0;
    const names = (key = 'names') =>
      cache.get(handle.db, key, ITEMS, async () => {
        queries += 1;
        const { rows } = await sql<{ name: string }>`select name from items order by id`.execute(
          handle.db,
        );
        return rows.map((r) => r.name).join(',');
      });
    return { cache, names, queries: () => queries };
  }

  it('answers from memory while nothing is written, and queries again after a write through the handle', async () => {
    const { names, queries } = namesCache();
    expect(await names()).toBe('a');
    expect(await names()).toBe('a');
    expect(queries()).toBe(1);
    await sql`insert into items values (2, 'b')`.execute(handle.db);
    expect(await names()).toBe('a,b');
    expect(queries()).toBe(2);
  });

  it('computes again once a value is older than maxAgeMs, data unchanged (figures that depend on the clock)', async () => {
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      const { names, queries } = namesCache({ maxAgeMs: 60_000 });
      expect(await names()).toBe('a');
      now.mockReturnValue(1_059_999);
      expect(await names()).toBe('a');
      expect(queries()).toBe(1);
      now.mockReturnValue(1_060_000);
      expect(await names()).toBe('a');
      expect(queries()).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps its values across sessions-table writes (sign-in, touch), which no remembered answer reads', async () => {
    await sql`create table sessions (id text primary key, last_seen_at text)`.execute(handle.db);
    const { names, queries } = namesCache();
    expect(await names()).toBe('a');
    await handle.db
      .insertInto('sessions' as never)
      .values({ id: 's1', last_seen_at: 'then' } as never)
      .execute();
    await handle.db
      .updateTable('sessions' as never)
      .set({ last_seen_at: 'now' } as never)
      .execute();
    await handle.db.deleteFrom('sessions' as never).execute();
    expect(await names()).toBe('a');
    expect(queries()).toBe(1);
    await sql`update items set name = 'renamed' where id = 1`.execute(handle.db);
    expect(await names()).toBe('renamed');
    expect(queries()).toBe(2);
  });

  it('lets concurrent misses of one key share one query, and forgets a failed one', async () => {
    const { names, queries } = namesCache();
    expect(await Promise.all([names(), names(), names()])).toEqual(['a', 'a', 'a']);
    expect(queries()).toBe(1);

    const cache = new VersionCache<string>({ maxEntries: 10 });
    let calls = 0;
    const failing = () =>
      cache.get(handle.db, 'k', ITEMS, async () => {
        calls += 1;
        throw new Error('page past the end');
      });
    await expect(Promise.all([failing(), failing()])).rejects.toThrow('page past the end');
    expect(calls).toBe(1);
    await expect(failing()).rejects.toThrow('page past the end');
    expect(calls).toBe(2);
    expect(cache.stats(handle.db)).toEqual({ entries: 0, bytes: 0 });
  });

  it('queries again after another connection (the admin CLI) commits to the same file', async () => {
    const { names, queries } = namesCache();
    expect(await names()).toBe('a');
    const other = new Database(path.join(dir, 'portal.db'));
    try {
      other.prepare("update items set name = 'changed' where id = 1").run();
    } finally {
      other.close();
    }
    expect(await names()).toBe('changed');
    expect(queries()).toBe(2);
  });

  it('never serves a value computed while a write happened', async () => {
    const cache = new VersionCache<string>({ maxEntries: 10 });
    const computed = await cache.get(handle.db, 'k', ITEMS, async () => {
      const { rows } = await sql<{ name: string }>`select name from items where id = 1`.execute(
        handle.db,
      );
      await sql`update items set name = 'z' where id = 1`.execute(handle.db);
      return rows[0].name;
    });
    expect(computed).toBe('a');
    expect(await cache.get(handle.db, 'k', ITEMS, async () => 'fresh')).toBe('fresh');
  });

  it('always computes on a handle without a data version (a transaction)', async () => {
    const cache = new VersionCache<number>({ maxEntries: 10 });
    let calls = 0;
    await handle.db.transaction().execute(async (trx) => {
      await cache.get(trx, 'k', ITEMS, async () => ++calls);
      await cache.get(trx, 'k', ITEMS, async () => ++calls);
    });
    expect(calls).toBe(2);
    expect(cache.stats({})).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps at most maxEntries, dropping the least recently used first', async () => {
    const cache = new VersionCache<string>({ maxEntries: 2 });
    const get = (key: string) =>
      cache.get(handle.db, key, ITEMS, async () => `${key}@${Math.random()}`);
    const a = await get('a');
    await get('b');
    expect(await get('a')).toBe(a); // a is now the most recent
    await get('c'); // drops b
    expect(cache.stats(handle.db).entries).toBe(2);
    expect(await get('a')).toBe(a);
    let recomputed = false;
    await cache.get(handle.db, 'b', ITEMS, async () => ((recomputed = true), 'b'));
    expect(recomputed).toBe(true);
  });

  it('keeps at most maxBytes (keys counted) and never holds a value larger than the limit', async () => {
    const cache = new VersionCache<string>({
      maxEntries: 100,
      maxBytes: 30,
      sizeOf: (v) => v.length,
    });
    for (const key of ['k1', 'k2', 'k3', 'k4'])
      await cache.get(handle.db, key, ITEMS, async () => 'x'.repeat(8)); // 10 bytes each
    expect(cache.stats(handle.db)).toEqual({ entries: 3, bytes: 30 });
    const big = await cache.get(handle.db, 'big', ITEMS, async () => 'y'.repeat(40));
    expect(big).toHaveLength(40);
    expect(cache.stats(handle.db)).toEqual({ entries: 3, bytes: 30 });
  });

  it('recomputes an entry whose table changed at its next read, in place', async () => {
    const { cache, names, queries } = namesCache();
    await names('one');
    await names('two');
    expect(cache.stats(handle.db).entries).toBe(2);
    await sql`delete from items where id = 1`.execute(handle.db);
    expect(await names('one')).toBe('');
    expect(cache.stats(handle.db).entries).toBe(2);
    expect(await names('two')).toBe('');
    expect(queries()).toBe(4);
  });

  it('keeps its values across writes to tables they do not read, and says so in its counts', async () => {
    const { cache, names, queries } = namesCache();
    expect(await names()).toBe('a');
    const before = { ...cache.counts };
    await sql`insert into others values (1, 'x')`.execute(handle.db);
    await sql`update others set name = 'y'`.execute(handle.db);
    await sql`delete from others`.execute(handle.db);
    expect(await names()).toBe('a');
    expect(queries()).toBe(1);
    expect(cache.counts.hits).toBe(before.hits + 1);
    await sql`update items set name = 'b' where id = 1`.execute(handle.db);
    expect(await names()).toBe('b');
    expect(queries()).toBe(2);
  });

  it('under test, fails a computation that reads a table it did not declare, and keeps nothing', async () => {
    const cache = new VersionCache<string>({ maxEntries: 10 });
    const sneaky = () =>
      cache.get(handle.db, 'k', ITEMS, async () => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from others`.execute(
          handle.db,
        );
        return String(rows[0].n);
      });
    await expect(sneaky()).rejects.toThrow('reads undeclared tables: others');
    expect(cache.stats(handle.db).entries).toBe(0);
  });

  it('a value read by another remembered computation counts among its reads', async () => {
    const inner = new VersionCache<string>({ maxEntries: 10 });
    const outer = new VersionCache<string>({ maxEntries: 10 });
    const readInner = () =>
      inner.get(handle.db, 'inner', ['others'], async () => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from others`.execute(
          handle.db,
        );
        return String(rows[0].n);
      });
    await expect(outer.get(handle.db, 'outer', ITEMS, readInner)).rejects.toThrow(
      'reads undeclared tables: others',
    );
    expect(await outer.get(handle.db, 'outer', [...ITEMS, 'others'], readInner)).toBe('0');
  });
});
