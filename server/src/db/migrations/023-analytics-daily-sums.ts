import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { versionWritesOf } from '../table-versions';
import { durationMsSql, KEPT_COLUMNS } from './019-analytics-kept-figures';

/**
 * Office analytics without reading tickets (issue 32, point 3; docs/analytics.md "What is
 * kept"): migration 019 kept calendar-month sums, and a range's partial months at its edges
 * were read ticket by ticket (about 3,000 tickets for the current month at 50,000 tickets, most
 * of an answer's time). This adds the same sums per calendar **day** (UTC, `YYYY-MM-DD`), so a
 * range is its whole months from the monthly sums and its edge days from the daily ones:
 *
 * - `analytics_submitted_days (day, status)`: tickets, fully confirmed, needed information;
 * - `analytics_affiliation_days (day, affiliation_id)`: tickets (affiliation 0: none);
 * - `analytics_decision_days (day, duration_ms)`: first decisions taken on the day, approved
 *   and refused, per exact duration from submission (ms).
 *
 * The triggers of 019 on `tickets` are replaced by ones keeping both: each family of sums
 * (submitted, affiliations, decisions) moves only when a column it depends on changes (an
 * update setting the status leaves the affiliation and decision sums alone). Backfilled here.
 *
 * 019's indexes for the edges, `tickets_analytics_kept_idx` and `tickets_analytics_decided_idx`,
 * are read by no query any more and dropped.
 */

type Family = 'submitted' | 'affiliation' | 'decision';
type Period = 'month' | 'day';

const FAMILIES: readonly Family[] = ['submitted', 'affiliation', 'decision'];

export const SUM_TABLES = [
  'analytics_submitted_months',
  'analytics_affiliation_months',
  'analytics_decision_months',
  'analytics_submitted_days',
  'analytics_affiliation_days',
  'analytics_decision_days',
] as const;

export type SumTable = (typeof SUM_TABLES)[number];

const tableOf = (family: Family, period: Period): SumTable => `analytics_${family}_${period}s`;

/** `YYYY-MM` or `YYYY-MM-DD` of an ISO time. */
const periodOf = (period: Period, time: string) =>
  `substr(${time}, 1, ${period === 'month' ? 7 : 10})`;

/** The ticket columns whose change moves a ticket in a family's sums. */
const COLUMNS: Record<Family, readonly (typeof KEPT_COLUMNS)[number][]> = {
  submitted: ['is_draft', 'created_at', 'status', 'unconfirmed_count', 'asked_info'],
  affiliation: ['is_draft', 'created_at', 'submitter_affiliation_id'],
  decision: ['is_draft', 'created_at', 'decision', 'decided_at'],
};

/** Any of the family's columns differs between `old` and `new` (nulls compared as values). */
function changed(dialect: Dialect, family: Family): string {
  const differs = dialect === 'postgres' ? 'is distinct from' : 'is not';
  return COLUMNS[family].map((c) => `old.${c} ${differs} new.${c}`).join(' or ');
}

/**
 * The statement adding (`sign` 1) or taking out (-1) ticket row `t` (`new`/`old`) from one sums
 * table. `insert … select … where` (SQLite needs the `where` before `on conflict`).
 */
function sumStatement(
  dialect: Dialect,
  family: Family,
  period: Period,
  t: string,
  sign: 1 | -1,
): string {
  const table = tableOf(family, period);
  const at = (time: string) => periodOf(period, `${t}.${time}`);
  const add = (columns: string[]) =>
    columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
  switch (family) {
    case 'submitted':
      return `insert into ${table} (${period}, status, tickets, fully_confirmed, needed_info)
        select ${at('created_at')}, ${t}.status, ${sign},
          case when ${t}.unconfirmed_count = 0 then ${sign} else 0 end,
          case when ${t}.asked_info = 1 or ${t}.status = 'needs_info' then ${sign} else 0 end
        where true
        on conflict (${period}, status) do update set
          ${add(['tickets', 'fully_confirmed', 'needed_info'])}`;
    case 'affiliation':
      return `insert into ${table} (${period}, affiliation_id, tickets)
        select ${at('created_at')}, coalesce(${t}.submitter_affiliation_id, 0), ${sign}
        where true
        on conflict (${period}, affiliation_id) do update set ${add(['tickets'])}`;
    case 'decision':
      return `insert into ${table} (${period}, duration_ms, approved, refused)
        select ${at('decided_at')}, ${durationMsSql(dialect, `${t}.created_at`, `${t}.decided_at`)},
          case when ${t}.decision = 'approved' then ${sign} else 0 end,
          case when ${t}.decision = 'refused' then ${sign} else 0 end
        where ${t}.decision is not null
        on conflict (${period}, duration_ms) do update set ${add(['approved', 'refused'])}`;
  }
}

/** A family's month and day statements for ticket row `t`. */
const familyStatements = (dialect: Dialect, family: Family, t: string, sign: 1 | -1) =>
  (['month', 'day'] as const).map((period) => sumStatement(dialect, family, period, t, sign));

/**
 * The sums recounted from the tickets, per table: `insert into <table> <select>` is the
 * backfill; the tests compare the kept sums with the selects.
 */
export function recountSelects(dialect: Dialect): Record<SumTable, string> {
  const selects = {} as Record<SumTable, string>;
  for (const period of ['month', 'day'] as const) {
    const at = (time: string) => periodOf(period, time);
    selects[tableOf('submitted', period)] = `select ${at('created_at')} as ${period}, status,
        count(*) as tickets,
        sum(case when unconfirmed_count = 0 then 1 else 0 end) as fully_confirmed,
        sum(case when asked_info = 1 or status = 'needs_info' then 1 else 0 end) as needed_info
      from tickets where is_draft = 0 group by ${at('created_at')}, status`;
    selects[tableOf('affiliation', period)] = `select ${at('created_at')} as ${period},
        coalesce(submitter_affiliation_id, 0) as affiliation_id, count(*) as tickets
      from tickets where is_draft = 0
      group by ${at('created_at')}, coalesce(submitter_affiliation_id, 0)`;
    selects[tableOf('decision', period)] = `select ${period}, duration_ms,
        sum(approved) as approved, sum(refused) as refused from (
        select ${at('decided_at')} as ${period},
          ${durationMsSql(dialect, 'created_at', 'decided_at')} as duration_ms,
          case when decision = 'approved' then 1 else 0 end as approved,
          case when decision = 'refused' then 1 else 0 end as refused
        from tickets where is_draft = 0 and decision is not null) d
      group by ${period}, duration_ms`;
  }
  return selects;
}

const SUM_COLUMNS: Record<Family, string> = {
  submitted: 'status, tickets, fully_confirmed, needed_info',
  affiliation: 'affiliation_id, tickets',
  decision: 'duration_ms, approved, refused',
};

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function createDayTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const tail = dialect === 'sqlite' ? ' without rowid' : '';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  await run(db, [
    `create table analytics_submitted_days (day text not null, status text not null,
      tickets integer not null, fully_confirmed integer not null, needed_info integer not null,
      primary key (day, status))${tail}`,
    `create table analytics_affiliation_days (day text not null,
      affiliation_id integer not null, tickets integer not null,
      primary key (day, affiliation_id))${tail}`,
    `create table analytics_decision_days (day text not null, duration_ms ${big} not null,
      approved integer not null, refused integer not null,
      primary key (day, duration_ms))${tail}`,
  ]);
  const recounts = recountSelects(dialect);
  await run(
    db,
    FAMILIES.map((family) => {
      const table = tableOf(family, 'day');
      return `insert into ${table} (day, ${SUM_COLUMNS[family]}) ${recounts[table]}`;
    }),
  );
}

/**
 * SQLite: a trigger per event, and per family for updates (`update of` its columns, `when` one
 * of them changed), each writing the month and the day sums.
 */
function sqliteTriggers(): string[] {
  const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
  const all = (t: string, sign: 1 | -1) =>
    FAMILIES.flatMap((family) => familyStatements('sqlite', family, t, sign));
  return [
    `create trigger tickets_analytics_insert after insert on tickets when new.is_draft = 0
      begin ${body(all('new', 1))} end`,
    `create trigger tickets_analytics_delete after delete on tickets when old.is_draft = 0
      begin ${body(all('old', -1))} end`,
    ...FAMILIES.flatMap((family) => {
      const on = `after update of ${COLUMNS[family].join(', ')} on tickets`;
      const moved = `(${changed('sqlite', family)})`;
      return [
        `create trigger tickets_analytics_${family}_out ${on}
          when old.is_draft = 0 and ${moved}
          begin ${body(familyStatements('sqlite', family, 'old', -1))} end`,
        `create trigger tickets_analytics_${family}_in ${on}
          when new.is_draft = 0 and ${moved}
          begin ${body(familyStatements('sqlite', family, 'new', 1))} end`,
      ];
    }),
  ];
}

/** PostgreSQL: 019's row trigger calls this function, now writing both and skipping still families. */
function postgresFunction(): string {
  const block = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
  const families = (t: string, sign: 1 | -1) =>
    FAMILIES.map(
      (family) =>
        `if tg_op <> 'UPDATE' or ${family}_moved then
           ${block(familyStatements('postgres', family, t, sign))}
         end if;`,
    ).join('\n');
  return `create or replace function analytics_ticket_sums() returns trigger language plpgsql
    set search_path from current as $fn$
    declare
      ${FAMILIES.map((family) => `${family}_moved boolean := false;`).join('\n')}
    begin
      if tg_op = 'UPDATE' then
        ${FAMILIES.map((family) => `${family}_moved := ${changed('postgres', family)};`).join('\n')}
      end if;
      if tg_op <> 'INSERT' and old.is_draft = 0 then ${families('old', -1)} end if;
      if tg_op <> 'DELETE' and new.is_draft = 0 then ${families('new', 1)} end if;
      return null;
    end $fn$`;
}

export function analyticsDailySums(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createDayTables(db, dialect);
      if (dialect === 'sqlite') {
        await run(db, [
          ...[
            'tickets_analytics_insert',
            'tickets_analytics_update_out',
            'tickets_analytics_update_in',
            'tickets_analytics_delete',
          ].map((name) => `drop trigger ${name}`),
          ...sqliteTriggers(),
        ]);
      } else {
        await run(db, [postgresFunction()]);
      }
      for (const family of FAMILIES) await versionWritesOf(db, dialect, tableOf(family, 'day'));
      await db.schema.dropIndex('tickets_analytics_kept_idx').execute();
      await db.schema.dropIndex('tickets_analytics_decided_idx').execute();
    },
  };
}
