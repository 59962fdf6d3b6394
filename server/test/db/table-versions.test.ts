import { sql } from 'kysely';
import { dataVersion, type TableVersions } from '../../src/db/data-version';
import { DERIVED_TABLES, UNVERSIONED_TABLES } from '../../src/db/table-versions';
import { createTestApp, type TestContext } from '../helpers/test-app';

/** SQLite: every table but the listed high-churn ones has its three version triggers. */
describe('SQLite table versions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => ctx.close());

  it('versions every table but the listed ones, and maps every full-text index to its table', async () => {
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
      ctx.app.db,
    );
    const virtual = rows.filter((r) => /^create virtual table/i.test(r.sql)).map((r) => r.name);
    const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`));
    const { rows: triggers } = await sql<{ tbl_name: string }>`select tbl_name from sqlite_master
      where type = 'trigger' and name like 'table_version_%'`.execute(ctx.app.db);
    const listed = (await dataVersion(ctx.app.db)) as TableVersions;
    const unversioned: readonly string[] = UNVERSIONED_TABLES;
    const missing = rows
      .map((r) => r.name)
      .filter((t) => !virtual.includes(t) && !shadow(t) && !unversioned.includes(t))
      .filter((t) => triggers.filter((r) => r.tbl_name === t).length !== 3 || !listed.has(t));
    expect(missing).toEqual([]);
    expect(virtual.filter((v) => !DERIVED_TABLES.has(v))).toEqual([]);
    expect(listed.size).toBeGreaterThan(15);
  });

  it('bumps a table’s version with each write to it, and leaves the others', async () => {
    const before = (await dataVersion(ctx.app.db)) as TableVersions;
    await ctx.app.db.insertInto('affiliations').values({ name: 'Versioned lab' }).execute();
    const after = (await dataVersion(ctx.app.db)) as TableVersions;
    expect(after.get('affiliations')).toBe((before.get('affiliations') ?? 0) + 1);
    expect(after.get('inventors')).toBe(before.get('inventors'));
  });
});
