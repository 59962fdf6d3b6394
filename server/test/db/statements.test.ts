import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { idPlaceholders, precompile, precompiledFor } from '../../src/db/precompiled';
import { withStatementCache } from '../../src/db/sqlite-statements';

interface TestDb {
  items: { id: number; name: string; owner: number };
}

function open() {
  const sqlite = new Database(':memory:');
  sqlite.exec(
    "create table items (id integer primary key, name text, owner integer); insert into items values (1, 'a', 7), (2, 'b', 7), (3, 'c', 8);",
  );
  const cached = withStatementCache(sqlite, 2);
  return {
    sqlite,
    cached,
    db: new Kysely<TestDb>({ dialect: new SqliteDialect({ database: cached }) }),
  };
}

describe('SQLite statement cache', () => {
  it('reuses a statement by SQL text, keeps at most `max`, and returns the same rows as better-sqlite3', async () => {
    const { sqlite, cached, db } = open();
    expect(cached.prepare('select 1 as x')).toBe(cached.prepare('select 1 as x'));
    const first = cached.prepare('select id from items');
    cached.prepare('select 2 as x');
    cached.prepare('select 3 as x');
    expect(cached.prepare('select id from items')).not.toBe(first);
    const sql = 'select id, name, owner as name, owner from items where owner = ? order by id';
    expect(cached.prepare(sql).all([7])).toEqual(sqlite.prepare(sql).all(7));
    expect([...cached.prepare(sql).iterate([7])]).toEqual(sqlite.prepare(sql).all(7));
    expect(
      await db.selectFrom('items').select(['id', 'name']).where('owner', '=', 8).execute(),
    ).toEqual([{ id: 3, name: 'c' }]);
    await db.insertInto('items').values({ id: 4, name: 'd', owner: 8 }).execute();
    expect(await db.selectFrom('items').select('id').where('owner', '=', 8).execute()).toEqual([
      { id: 3 },
      { id: 4 },
    ]);
    await db.destroy();
  });
});

describe('precompiled queries', () => {
  it('substitutes every placeholder and refuses one the query does not bind', async () => {
    const { db } = open();
    const byOwner = precompile(
      (owner: number, limit: number) =>
        db.selectFrom('items').select('id').where('owner', '=', owner).orderBy('id').limit(limit),
      [-1, -2],
    );
    expect((await db.executeQuery(byOwner(7, 1))).rows).toEqual([{ id: 1 }]);
    expect((await db.executeQuery(byOwner(8, 5))).rows).toEqual([{ id: 3 }]);
    expect(() => precompile((_owner: number) => db.selectFrom('items').select('id'), [-1])).toThrow(
      /placeholder 0/,
    );
    const list = (ids: number[]) =>
      precompiledFor(
        db,
        `in.${ids.length}`,
        (...values: number[]) =>
          db.selectFrom('items').select('id').where('id', 'in', values).orderBy('id'),
        idPlaceholders(ids.length),
      )(...ids);
    expect((await db.executeQuery(list([3, 1]))).rows).toEqual([{ id: 1 }, { id: 3 }]);
    expect((await db.executeQuery(list([2]))).rows).toEqual([{ id: 2 }]);
    await db.destroy();
  });
});
