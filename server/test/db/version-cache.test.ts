import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { VersionCache } from '../../src/db/version-cache';

describe('VersionCache (values kept until the data changes)', () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-version-cache-'));
    handle = createDatabase({ dataDir: dir });
    await sql`create table items (id integer primary key, name text)`.execute(handle.db);
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
      cache.get(handle.db, key, async () => {
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
      cache.get(handle.db, 'k', async () => {
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
    const computed = await cache.get(handle.db, 'k', async () => {
      const { rows } = await sql<{ name: string }>`select name from items where id = 1`.execute(
        handle.db,
      );
      await sql`update items set name = 'z' where id = 1`.execute(handle.db);
      return rows[0].name;
    });
    expect(computed).toBe('a');
    expect(await cache.get(handle.db, 'k', async () => 'fresh')).toBe('fresh');
  });

  it('always computes on a handle without a data version (a transaction)', async () => {
    const cache = new VersionCache<number>({ maxEntries: 10 });
    let calls = 0;
    await handle.db.transaction().execute(async (trx) => {
      await cache.get(trx, 'k', async () => ++calls);
      await cache.get(trx, 'k', async () => ++calls);
    });
    expect(calls).toBe(2);
    expect(cache.stats({})).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps at most maxEntries, dropping the least recently used first', async () => {
    const cache = new VersionCache<string>({ maxEntries: 2 });
    const get = (key: string) => cache.get(handle.db, key, async () => `${key}@${Math.random()}`);
    const a = await get('a');
    await get('b');
    expect(await get('a')).toBe(a); // a is now the most recent
    await get('c'); // drops b
    expect(cache.stats(handle.db).entries).toBe(2);
    expect(await get('a')).toBe(a);
    let recomputed = false;
    await cache.get(handle.db, 'b', async () => ((recomputed = true), 'b'));
    expect(recomputed).toBe(true);
  });

  it('keeps at most maxBytes (keys counted) and never holds a value larger than the limit', async () => {
    const cache = new VersionCache<string>({
      maxEntries: 100,
      maxBytes: 30,
      sizeOf: (v) => v.length,
    });
    for (const key of ['k1', 'k2', 'k3', 'k4'])
      await cache.get(handle.db, key, async () => 'x'.repeat(8)); // 10 bytes each
    expect(cache.stats(handle.db)).toEqual({ entries: 3, bytes: 30 });
    const big = await cache.get(handle.db, 'big', async () => 'y'.repeat(40));
    expect(big).toHaveLength(40);
    expect(cache.stats(handle.db)).toEqual({ entries: 3, bytes: 30 });
  });

  it('starts over after a write, so the old entries no longer count', async () => {
    const { cache, names } = namesCache();
    await names('one');
    await names('two');
    expect(cache.stats(handle.db).entries).toBe(2);
    await sql`delete from items where id = 1`.execute(handle.db);
    await names('one');
    expect(cache.stats(handle.db).entries).toBe(1);
  });
});
