import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { PLANNED_EACH_TIME, StatementNames } from '../../src/db/pg-prepared-statements';
import { createSharedSchema, describeOnPostgres, type SharedSchema } from '../helpers/instances';

describe('StatementNames', () => {
  it('names each data statement text once, and never DDL or other commands', () => {
    const names = new StatementNames();
    const first = names.nameOf('select 1 where 1 = $1');
    expect(first).toMatch(/^portal_\d+$/);
    expect(names.nameOf('select 1 where 1 = $1')).toBe(first);
    expect(names.nameOf('  WITH x as (select $1) select * from x')).not.toBe(first);
    expect(names.nameOf('alter table t add column c int')).toBeNull();
    expect(names.nameOf('begin')).toBeNull();
  });

  it('never names a statement marked to be planned with its values (the office search)', () => {
    const names = new StatementNames();
    const text = `select ${PLANNED_EACH_TIME} count(*) from tickets where search_text like $1`;
    expect(names.nameOf(text)).toBeNull();
    expect(names.nameOf(text)).toBeNull();
    expect(names.nameOf('select count(*) from tickets where search_text like $1')).not.toBeNull();
  });

  it('gives a text a new name when asked (its plan changed)', () => {
    const names = new StatementNames();
    const first = names.nameOf('select * from t where id = $1');
    const second = names.rename('select * from t where id = $1');
    expect(second).not.toBe(first);
    expect(names.nameOf('select * from t where id = $1')).toBe(second);
  });
});

/** Named statements on a real pool: prepared once per connection, and a table change survived. */
describeOnPostgres('PostgreSQL named statements', () => {
  let shared: SharedSchema;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    shared = await createSharedSchema();
    handle = shared.handle();
    await sql`create table prepared_probe (id integer primary key, name text)`.execute(handle.db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(handle.db);
  });
  afterAll(async () => shared.close());

  const probe = (id: number) =>
    sql<Record<string, unknown>>`select * from prepared_probe where id = ${id}`.execute(handle.db);

  it('prepares a statement with parameters once per connection and reuses it', async () => {
    for (let i = 0; i < 30; i += 1) expect((await probe(1 + (i % 2))).rows).toHaveLength(1);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_prepared_statements where statement like 'select * from prepared_probe%'`.execute(
      handle.db,
    );
    // pg_prepared_statements lists the statements of the connection that runs this query: one.
    expect(rows[0].n).toBe(1);
  });

  it('keeps answering a prepared select * after a migration adds a column', async () => {
    await probe(1);
    await sql`alter table prepared_probe add column note text`.execute(handle.db);
    for (let i = 0; i < 12; i += 1) {
      const { rows } = await probe(1);
      expect(rows[0]).toEqual({ id: 1, name: 'one', note: null });
    }
  });
});
