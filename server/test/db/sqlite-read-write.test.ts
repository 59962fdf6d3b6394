import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { routedConnectionsMade } from '../../src/db/sqlite-read-write-driver';
import { createTableVersions, versionWritesOf } from '../../src/db/table-versions';
import { VersionCache } from '../../src/db/version-cache';

const ITEMS = ['items'];

/**
 * SQLite on two connections (db/sqlite-read-write-driver.ts): reads made outside a transaction
 * never wait for one, transactions and writes still run one at a time, and remembered answers
 * are never stale across a transaction's commit.
 */
describe('SQLite reader and writer connections', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let db: Kysely<never>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-read-write-'));
    handle = createDatabase({ dataDir: dir });
    db = handle.db as unknown as Kysely<never>;
    await sql`create table items (id integer primary key, name text)`.execute(db);
    await createTableVersions(handle.db as unknown as Kysely<unknown>, 'sqlite');
    await versionWritesOf(handle.db as unknown as Kysely<unknown>, 'sqlite', 'items');
    await sql`insert into items values (1, 'a')`.execute(db);
  });

  afterEach(async () => {
    await handle.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const names = async (on: Kysely<never> = db) =>
    (await sql<{ name: string }>`select name from items order by id`.execute(on)).rows
      .map((r) => r.name)
      .join(',');

  /** A promise and the function that settles it: a transaction paused in the middle. */
  function gate() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  }

  it('a read outside the transaction answers while it is open, with the last committed data; the transaction reads its own writes', async () => {
    const pause = gate();
    const started = gate();
    let inside = '';
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into items values (2, 'b')`.execute(trx);
      inside = await names(trx);
      started.open();
      await pause.opened;
    });
    await started.opened;
    // The transaction holds the writer and waits; this read does not wait for it.
    expect(await names()).toBe('a');
    pause.open();
    await transaction;
    expect(inside).toBe('a,b');
    expect(await names()).toBe('a,b');
  });

  it('a write outside the transaction waits for it, then runs: writes never interleave', async () => {
    const pause = gate();
    const started = gate();
    const order: string[] = [];
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into items values (2, 'b')`.execute(trx);
      started.open();
      await pause.opened;
      order.push('commit');
    });
    await started.opened;
    const write = sql`insert into items values (3, 'c')`
      .execute(db)
      .then(() => order.push('write'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    pause.open();
    await Promise.all([transaction, write]);
    expect(order).toEqual(['commit', 'write']);
    expect(await names()).toBe('a,b,c');
  });

  it('a failed transaction rolls back and frees the writer for the next one', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into items values (2, 'b')`.execute(trx);
        await sql`insert into items values (2, 'the same id again')`.execute(trx);
      }),
      // The message, not toThrow: better-sqlite3 makes its errors with the SqliteError of the
      // first test file that loaded it in this Jest worker, which is no Error of this file's realm.
    ).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE/));
    expect(await names()).toBe('a');
    await db.transaction().execute(async (trx) => {
      await sql`insert into items values (2, 'b')`.execute(trx);
    });
    expect(await names()).toBe('a,b');
  });

  it('a write made outside a transaction goes to the writer (the reader is query_only)', async () => {
    // Routed by SQLite's own answer: only a statement it calls read-only goes to the reader.
    await sql`update items set name = 'z' where id = 1`.execute(db);
    expect(await names()).toBe('z');
  });

  it('recycles its connection objects: as many as queries ran at once, not one per query', async () => {
    const before = routedConnectionsMade();
    for (let i = 0; i < 200; i += 1) await names();
    await Promise.all(Array.from({ length: 10 }, () => names()));
    await db.transaction().execute(async (trx) => names(trx));
    expect(routedConnectionsMade() - before).toBeLessThanOrEqual(10);
  });

  it('an answer computed while a transaction is open is not served after its commit', async () => {
    const cache = new VersionCache<string>({ maxEntries: 10 });
    let computed = 0;
    const cached = () =>
      cache.get(handle.db, 'names', ITEMS, async () => {
        computed += 1;
        return names();
      });
    const pause = gate();
    const started = gate();
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into items values (2, 'b')`.execute(trx);
      started.open();
      await pause.opened;
    });
    await started.opened;
    expect(await cached()).toBe('a');
    expect(await cached()).toBe('a');
    expect(computed).toBe(1);
    pause.open();
    await transaction;
    expect(await cached()).toBe('a,b');
    expect(computed).toBe(2);
  });

  it("waits for another process's write lock without stopping the event loop, then writes", async () => {
    // Another connection to the file (another worker, the admin CLI) holds the write lock.
    const other = new Database(path.join(dir, 'portal.db'));
    other.exec('begin immediate');
    other.exec("insert into items values (9, 'other')");
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 5);
    try {
      const write = sql`insert into items values (2, 'b')`.execute(db);
      const transaction = db
        .transaction()
        .execute(async (trx) => sql`insert into items values (3, 'c')`.execute(trx));
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Both still wait, while timers and reads go on.
      expect(ticks).toBeGreaterThanOrEqual(5);
      expect(await names()).toBe('a');
      other.exec('commit');
      await Promise.all([write, transaction]);
      expect(await names()).toBe('a,b,c,other');
    } finally {
      clearInterval(ticking);
      other.close();
    }
  });
});
