import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { versionTableWrites } from '../pg-data-version';

/**
 * Office analytics kept at write time (issue 32, point 3; docs/analytics.md "What is kept").
 *
 * Facts kept on each ticket, by triggers (so every path that writes a ticket, its history or
 * its submitter keeps them right, in the writing transaction, on both databases):
 *
 * - `submitter_affiliation_id`: the submitter's affiliation now (inventors.affiliation_id);
 * - `asked_info`: 1 when its history has a `needs_info`;
 * - `decision`, `decided_at`: its first approval or refusal (history ordered by time, then id).
 *
 * Calendar-month (UTC) sums of the sent tickets (drafts never count), kept by a trigger on
 * `tickets` that takes a ticket's old row out and puts its new row in:
 *
 * - `analytics_submitted_months (month, status)`: tickets, fully confirmed, needed information;
 * - `analytics_affiliation_months (month, affiliation_id)`: tickets (affiliation 0: none);
 * - `analytics_decision_months (month, duration_ms)`: the first decisions taken in the month,
 *   approved and refused, per exact duration from submission (ms): the medians and percentiles
 *   are computed from these counts, exactly.
 *
 * Backfilled here from the existing rows. `tickets_analytics_idx` (018) gives way to
 * `tickets_analytics_kept_idx` (the partial months at a range's edges, read ticket by ticket)
 * and `tickets_analytics_decided_idx` (their decisions).
 */
export const KEPT_COLUMNS = [
  'is_draft',
  'created_at',
  'status',
  'unconfirmed_count',
  'submitter_affiliation_id',
  'asked_info',
  'decision',
  'decided_at',
] as const;

const DECISIONS = `('approved', 'refused')`;

export const SUM_TABLES = [
  'analytics_submitted_months',
  'analytics_affiliation_months',
  'analytics_decision_months',
] as const;

/** Milliseconds from `from` to `to` (ISO texts), never negative, exact. */
export function durationMsSql(dialect: Dialect, from: string, to: string): string {
  return dialect === 'postgres'
    ? `greatest(0, round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) * 1000))::bigint`
    : `max(0, cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer))`;
}

/** The statements adding (`sign` 1) or taking out (-1) ticket row `t` (`new`/`old`) from the sums. */
function countStatements(dialect: Dialect, t: string, sign: 1 | -1): string[] {
  const month = `substr(${t}.created_at, 1, 7)`;
  const upsert = (columns: string[]) => `on conflict (${columns.join(', ')}) do update set `;
  return [
    `insert into analytics_submitted_months (month, status, tickets, fully_confirmed, needed_info)
      values (${month}, ${t}.status, ${sign},
        case when ${t}.unconfirmed_count = 0 then ${sign} else 0 end,
        case when ${t}.asked_info = 1 or ${t}.status = 'needs_info' then ${sign} else 0 end)
      ${upsert(['month', 'status'])} tickets = analytics_submitted_months.tickets + excluded.tickets,
        fully_confirmed = analytics_submitted_months.fully_confirmed + excluded.fully_confirmed,
        needed_info = analytics_submitted_months.needed_info + excluded.needed_info`,
    `insert into analytics_affiliation_months (month, affiliation_id, tickets)
      values (${month}, coalesce(${t}.submitter_affiliation_id, 0), ${sign})
      ${upsert(['month', 'affiliation_id'])} tickets = analytics_affiliation_months.tickets + excluded.tickets`,
    `insert into analytics_decision_months (month, duration_ms, approved, refused)
      select substr(${t}.decided_at, 1, 7), ${durationMsSql(dialect, `${t}.created_at`, `${t}.decided_at`)},
        case when ${t}.decision = 'approved' then ${sign} else 0 end,
        case when ${t}.decision = 'refused' then ${sign} else 0 end
      where ${t}.decision is not null
      ${upsert(['month', 'duration_ms'])} approved = analytics_decision_months.approved + excluded.approved,
        refused = analytics_decision_months.refused + excluded.refused`,
  ];
}

/** Sets a ticket's history facts from its history (`id`: the ticket's id expression). */
function refreshFromHistory(id: string): string {
  const first = (column: string) => `(select h.${column} from ticket_history h
      where h.ticket_id = ${id} and h.status in ${DECISIONS}
      order by h.created_at, h.id limit 1)`;
  return `update tickets set
      asked_info = case when exists (select 1 from ticket_history h
        where h.ticket_id = ${id} and h.status = 'needs_info') then 1 else 0 end,
      decision = ${first('status')},
      decided_at = ${first('created_at')}
    where id = ${id}`;
}

/**
 * The sums recounted from the tickets, per table: `insert into <table> <select>` is the
 * backfill; the tests compare the kept sums with the selects.
 */
export function recountSelects(dialect: Dialect): Record<(typeof SUM_TABLES)[number], string> {
  return {
    analytics_submitted_months: `select substr(created_at, 1, 7) as month, status,
        count(*) as tickets,
        sum(case when unconfirmed_count = 0 then 1 else 0 end) as fully_confirmed,
        sum(case when asked_info = 1 or status = 'needs_info' then 1 else 0 end) as needed_info
      from tickets where is_draft = 0 group by substr(created_at, 1, 7), status`,
    analytics_affiliation_months: `select substr(created_at, 1, 7) as month,
        coalesce(submitter_affiliation_id, 0) as affiliation_id, count(*) as tickets
      from tickets where is_draft = 0
      group by substr(created_at, 1, 7), coalesce(submitter_affiliation_id, 0)`,
    analytics_decision_months: `select month, duration_ms, sum(approved) as approved,
        sum(refused) as refused from (
        select substr(decided_at, 1, 7) as month,
          ${durationMsSql(dialect, 'created_at', 'decided_at')} as duration_ms,
          case when decision = 'approved' then 1 else 0 end as approved,
          case when decision = 'refused' then 1 else 0 end as refused
        from tickets where is_draft = 0 and decision is not null) d
      group by month, duration_ms`,
  };
}

const SUM_COLUMNS: Record<(typeof SUM_TABLES)[number], string> = {
  analytics_submitted_months: 'month, status, tickets, fully_confirmed, needed_info',
  analytics_affiliation_months: 'month, affiliation_id, tickets',
  analytics_decision_months: 'month, duration_ms, approved, refused',
};

const recountStatements = (dialect: Dialect) =>
  Object.entries(recountSelects(dialect)).map(
    ([table, select]) =>
      `insert into ${table} (${SUM_COLUMNS[table as keyof typeof SUM_COLUMNS]}) ${select}`,
  );

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function createSumTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const tail = dialect === 'sqlite' ? ' without rowid' : '';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  await run(db, [
    `create table analytics_submitted_months (month text not null, status text not null,
      tickets integer not null, fully_confirmed integer not null, needed_info integer not null,
      primary key (month, status))${tail}`,
    `create table analytics_affiliation_months (month text not null,
      affiliation_id integer not null, tickets integer not null,
      primary key (month, affiliation_id))${tail}`,
    `create table analytics_decision_months (month text not null, duration_ms ${big} not null,
      approved integer not null, refused integer not null,
      primary key (month, duration_ms))${tail}`,
  ]);
}

const AFFILIATION_OF = (submitter: string) =>
  `(select affiliation_id from inventors where id = ${submitter})`;

function sqliteTriggers(): string[] {
  const kept = KEPT_COLUMNS.join(', ');
  const body = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
  const historyRefresh = (event: string, row: string, when: string) =>
    `create trigger ticket_history_analytics_${event} after ${event} on ticket_history
      when ${when} begin ${refreshFromHistory(`${row}.ticket_id`)}; end`;
  const interesting = (row: string) => `${row}.status in ('needs_info', 'approved', 'refused')`;
  return [
    `create trigger tickets_analytics_insert after insert on tickets when new.is_draft = 0
      begin ${body(countStatements('sqlite', 'new', 1))} end`,
    `create trigger tickets_analytics_update_out after update of ${kept} on tickets
      when old.is_draft = 0 begin ${body(countStatements('sqlite', 'old', -1))} end`,
    `create trigger tickets_analytics_update_in after update of ${kept} on tickets
      when new.is_draft = 0 begin ${body(countStatements('sqlite', 'new', 1))} end`,
    `create trigger tickets_analytics_delete after delete on tickets when old.is_draft = 0
      begin ${body(countStatements('sqlite', 'old', -1))} end`,
    // The submitter's affiliation, set after the insert (SQLite cannot change NEW): the update
    // moves the ticket from "none" to its affiliation in the sums.
    `create trigger tickets_affiliation_insert after insert on tickets begin
      update tickets set submitter_affiliation_id = ${AFFILIATION_OF('new.submitter_id')}
      where id = new.id and ${AFFILIATION_OF('new.submitter_id')} is not null; end`,
    `create trigger tickets_affiliation_submitter after update of submitter_id on tickets begin
      update tickets set submitter_affiliation_id = ${AFFILIATION_OF('new.submitter_id')}
      where id = new.id; end`,
    `create trigger inventors_analytics_affiliation after update of affiliation_id on inventors
      when old.affiliation_id is not new.affiliation_id begin
      update tickets set submitter_affiliation_id = new.affiliation_id where submitter_id = new.id;
      end`,
    historyRefresh('insert', 'new', interesting('new')),
    historyRefresh('delete', 'old', interesting('old')),
    `create trigger ticket_history_analytics_update after update on ticket_history
      when ${interesting('old')} or ${interesting('new')} begin
      ${refreshFromHistory('old.ticket_id')}; ${refreshFromHistory('new.ticket_id')}; end`,
  ];
}

function postgresTriggers(): string[] {
  const kept = KEPT_COLUMNS.join(', ');
  const fn = (name: string, body: string) =>
    `create function ${name}() returns trigger language plpgsql set search_path from current
      as $fn$ begin ${body} end $fn$`;
  const block = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
  return [
    fn(
      'analytics_ticket_sums',
      `if tg_op <> 'INSERT' and old.is_draft = 0 then ${block(countStatements('postgres', 'old', -1))} end if;
       if tg_op <> 'DELETE' and new.is_draft = 0 then ${block(countStatements('postgres', 'new', 1))} end if;
       return null;`,
    ),
    // submitter_id too: the BEFORE trigger below sets the affiliation, and PostgreSQL's
    // `update of` only sees the columns the statement names.
    `create trigger tickets_analytics_sums after insert or delete or update of ${kept}, submitter_id
      on tickets for each row execute function analytics_ticket_sums()`,
    fn(
      'analytics_ticket_affiliation',
      `new.submitter_affiliation_id := ${AFFILIATION_OF('new.submitter_id')}; return new;`,
    ),
    `create trigger tickets_analytics_affiliation before insert or update of submitter_id
      on tickets for each row execute function analytics_ticket_affiliation()`,
    fn(
      'analytics_inventor_affiliation',
      `if old.affiliation_id is distinct from new.affiliation_id then
         update tickets set submitter_affiliation_id = new.affiliation_id where submitter_id = new.id;
       end if; return null;`,
    ),
    `create trigger inventors_analytics_affiliation after update of affiliation_id
      on inventors for each row execute function analytics_inventor_affiliation()`,
    fn(
      'analytics_history_facts',
      `if tg_op <> 'INSERT' and old.status in ('needs_info', 'approved', 'refused') then
         ${refreshFromHistory('old.ticket_id')};
       end if;
       if tg_op <> 'DELETE' and new.status in ('needs_info', 'approved', 'refused') then
         ${refreshFromHistory('new.ticket_id')};
       end if; return null;`,
    ),
    `create trigger ticket_history_analytics after insert or update or delete
      on ticket_history for each row execute function analytics_history_facts()`,
  ];
}

export function analyticsKeptFigures(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tickets')
        .addColumn('submitter_affiliation_id', 'integer')
        .execute();
      await db.schema
        .alterTable('tickets')
        .addColumn('asked_info', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('tickets').addColumn('decision', 'text').execute();
      await db.schema.alterTable('tickets').addColumn('decided_at', 'text').execute();
      await createSumTables(db, dialect);

      await run(db, [
        `update tickets set submitter_affiliation_id = ${AFFILIATION_OF('tickets.submitter_id')}`,
        refreshFromHistory('tickets.id'),
        ...recountStatements(dialect),
      ]);
      await run(db, dialect === 'postgres' ? postgresTriggers() : sqliteTriggers());

      await db.schema.dropIndex('tickets_analytics_idx').execute();
      await db.schema
        .createIndex('tickets_analytics_kept_idx')
        .on('tickets')
        .columns([
          'is_draft',
          'created_at',
          'status',
          'unconfirmed_count',
          'asked_info',
          'submitter_affiliation_id',
        ])
        .execute();
      await db.schema
        .createIndex('tickets_analytics_decided_idx')
        .on('tickets')
        .columns(['is_draft', 'decided_at', 'decision', 'created_at'])
        .execute();
      if (dialect === 'postgres') {
        for (const table of SUM_TABLES) await versionTableWrites(db, table);
      }
    },
  };
}
