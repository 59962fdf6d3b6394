import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database';

/**
 * Versions per owner (issue 33, point 3; migration 025): an answer about one account's own rows
 * (its notifications) stays remembered while other accounts' rows of the same table are written.
 *
 * `scoped_versions (name, owner, version)`: per scoped table `name`, one row per owner
 * (`user:<id>`, `inventor:<id>`) bumped by triggers in the transaction that writes one of the
 * owner's rows, and one row `*` bumped when the whole table goes (PostgreSQL's TRUNCATE). The
 * session lookup reads, for the caller, the sum of the rows of its account, its inventor and
 * `*` as `<name>@caller` (counters only grow, so the sum moves with any of them); an answer
 * declaring `<name>@caller` instead of `<name>` (lib/answer-tables.ts) is checked against it.
 *
 * - SQLite: `after insert / update / delete` triggers per row, as table-versions.ts.
 * - PostgreSQL: a deferred constraint trigger, as pg-data-version.ts: the owner's row is locked
 *   only while the writer commits; consecutive rows of one owner bump it once.
 */

/** A table whose rows each belong to an account or an inventor, by these columns. */
interface ScopedTable {
  name: string;
  owners: ReadonlyArray<{ column: string; prefix: 'user' | 'inventor' }>;
}

export const SCOPED_TABLES: readonly ScopedTable[] = [
  {
    name: 'notifications',
    owners: [
      { column: 'user_id', prefix: 'user' },
      { column: 'inventor_id', prefix: 'inventor' },
    ],
  },
];

/** The key a remembered answer declares for "this table, the caller's rows only". */
export const callerScoped = <T extends string>(table: T): `${T}@caller` => `${table}@caller`;

/** The table a declared key reads (`notifications@caller` reads `notifications`). */
export const scopedTableOf = (declared: string): string => declared.replace(/@caller$/, '');

/** The owner row that the whole table's removal bumps. */
const EVERY_OWNER = '*';

export async function createScopedVersions(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('scoped_versions')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('version', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
      c.notNull().defaultTo(0),
    )
    .addPrimaryKeyConstraint('scoped_versions_pk', ['name', 'owner'])
    .execute();
}

/** SQLite: bumps the owners of the row written (`new` and, on update and delete, `old`). */
async function sqliteTriggers(db: Kysely<unknown>, table: ScopedTable): Promise<void> {
  const rows = { insert: ['new'], update: ['old', 'new'], delete: ['old'] } as const;
  for (const [event, versions] of Object.entries(rows)) {
    const bumps = versions.flatMap((row) =>
      table.owners.map(
        ({ column, prefix }) => `insert into scoped_versions (name, owner, version)
          select '${table.name}', '${prefix}:' || ${row}.${column}, 1
          where ${row}.${column} is not null
          on conflict (name, owner) do update set version = version + 1;`,
      ),
    );
    await sql`create trigger ${sql.id(`scoped_version_${event}_${table.name}`)}
      after ${sql.raw(event)} on ${sql.table(table.name)}
      begin
        ${sql.raw(bumps.join('\n'))}
      end`.execute(db);
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** PostgreSQL: the deferred trigger and its function, in the current schema. */
async function postgresTriggers(db: Kysely<unknown>, table: ScopedTable): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0].schema;
  const versions = `${quoteIdent(schema)}.scoped_versions`;
  // The owner this transaction bumped last: its next rows (marking a whole list read) bump it
  // no more. One transaction-local setting per schema and table, not one per owner: a
  // setting per owner made a bulk insert for 20,000 owners ten times slower.
  const last = `inventor_portal.scoped_${Buffer.from(`${schema}.${table.name}`).toString('hex')}`;
  const bumpOwner = (row: 'new' | 'old') =>
    table.owners
      .map(
        ({ column, prefix }) => `
  if ${row}.${column} is not null then
    who := '${prefix}:' || ${row}.${column};
    if current_setting('${last}', true) is distinct from who then
      perform set_config('${last}', who, true);
      insert into ${versions} as v (name, owner, version) values ('${table.name}', who, 1)
        on conflict (name, owner) do update set version = v.version + 1;
    end if;
  end if;`,
      )
      .join('');
  const fn = `scoped_version_bump_${table.name}`;
  await sql`create function ${sql.id(schema, fn)}() returns trigger language plpgsql as ${sql.lit(`
declare
  who text;
begin
  if tg_op = 'TRUNCATE' then
    insert into ${versions} as v (name, owner, version) values ('${table.name}', '${EVERY_OWNER}', 1)
      on conflict (name, owner) do update set version = v.version + 1;
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then${bumpOwner('new')}
  end if;
  if tg_op in ('UPDATE', 'DELETE') then${bumpOwner('old')}
  end if;
  return null;
end`)}`.execute(db);
  await sql`create constraint trigger scoped_version_bump
    after insert or update or delete on ${sql.table(table.name)}
    deferrable initially deferred
    for each row execute function ${sql.id(schema, fn)}()`.execute(db);
  await sql`create trigger scoped_version_truncate
    after truncate on ${sql.table(table.name)}
    for each statement execute function ${sql.id(schema, fn)}()`.execute(db);
}

/** Migration 025: the table and the triggers of every scoped table. */
export async function versionOwners(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createScopedVersions(db, dialect);
  for (const table of SCOPED_TABLES) {
    if (dialect === 'sqlite') await sqliteTriggers(db, table);
    else await postgresTriggers(db, table);
  }
}

/**
 * The caller's scoped versions as `name@caller=version,…`, a column of the session lookup: per
 * scoped table, the sum of the rows of the caller's account, inventor and `*`.
 */
export const callerVersionsColumn = (users: { id: string; inventorId: string }) =>
  sql<string>`${sql.join(
    SCOPED_TABLES.map(
      ({ name }) => sql`${`${callerScoped(name)}=`} || (select coalesce(sum(s.version), 0)
        from scoped_versions s where s.name = ${name} and s.owner in (${EVERY_OWNER},
          'user:' || ${sql.ref(users.id)}, 'inventor:' || coalesce(${sql.ref(users.inventorId)}, 0)))`,
    ),
    sql` || ',' || `,
  )}`;
