import { sql } from 'kysely';
import type { Db } from '@server/db/database';

/**
 * The office analytics' reads (docs/analytics.md "What is kept"): whole calendar months come
 * from the monthly sums kept by triggers (migration 019-analytics-kept-figures), the partial
 * months at a range's edges from the tickets' kept facts, ticket by ticket.
 */

/** A time range over ISO strings: `from` included, `until` excluded. */
export interface TimeRange {
  from: string;
  until: string;
}

/** Whole calendar months `YYYY-MM`: `from` included, `until` excluded. */
export interface MonthRange {
  from: string;
  until: string;
}

export interface SubmittedRow {
  month: string;
  status: string;
  count: number;
  fully_confirmed: number;
  needed_info: number;
}

const toSubmitted = (row: {
  month: string;
  status: string;
  count: number | string;
  fully_confirmed: number | string | null;
  needed_info: number | string | null;
}): SubmittedRow => ({
  month: row.month,
  status: row.status,
  count: Number(row.count),
  fully_confirmed: Number(row.fully_confirmed ?? 0),
  needed_info: Number(row.needed_info ?? 0),
});

/** The kept monthly sums of sent tickets per status. Reads the table's primary key. */
export async function submittedInMonths(db: Db, months: MonthRange): Promise<SubmittedRow[]> {
  const rows = await db
    .selectFrom('analytics_submitted_months')
    .where('month', '>=', months.from)
    .where('month', '<', months.until)
    .where('tickets', '<>', 0)
    .select(['month', 'status', 'tickets as count', 'fully_confirmed', 'needed_info'])
    .execute();
  return rows.map(toSubmitted);
}

/**
 * The tickets sent in a (partial-month) range, per month and status: how many, how many are
 * fully confirmed, how many needed information. Reads `tickets_analytics_kept_idx` alone.
 */
export async function submittedBetween(db: Db, range: TimeRange): Promise<SubmittedRow[]> {
  const rows = await db
    .selectFrom('tickets')
    .where('is_draft', '=', 0)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.until)
    .select((eb) => [
      sql<string>`substr(created_at, 1, 7)`.as('month'),
      'status',
      eb.fn.countAll<number | string>().as('count'),
      sql<number | string>`sum(case when unconfirmed_count = 0 then 1 else 0 end)`.as(
        'fully_confirmed',
      ),
      sql<
        number | string
      >`sum(case when asked_info = 1 or status = 'needs_info' then 1 else 0 end)`.as('needed_info'),
    ])
    .groupBy([sql`substr(created_at, 1, 7)`, 'status'])
    .execute();
  return rows.map(toSubmitted);
}

export interface AffiliationRow {
  affiliation: string | null;
  count: number;
}

/**
 * The tickets sent per affiliation of their submitter (null: none), over whole months (kept
 * sums) and partial-month ranges (the tickets' kept `submitter_affiliation_id`, from
 * `tickets_analytics_kept_idx`).
 */
export async function submittedByAffiliation(
  db: Db,
  months: MonthRange | null,
  edges: TimeRange[],
): Promise<AffiliationRow[]> {
  const counts = new Map<number, number>();
  const add = (id: number | null, count: number | string) =>
    counts.set(id ?? 0, (counts.get(id ?? 0) ?? 0) + Number(count));
  if (months) {
    const rows = await db
      .selectFrom('analytics_affiliation_months')
      .where('month', '>=', months.from)
      .where('month', '<', months.until)
      .select((eb) => ['affiliation_id', eb.fn.sum<number | string>('tickets').as('count')])
      .groupBy('affiliation_id')
      .execute();
    for (const row of rows) add(row.affiliation_id, row.count);
  }
  for (const range of edges) {
    const rows = await db
      .selectFrom('tickets')
      .where('is_draft', '=', 0)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.until)
      .select((eb) => ['submitter_affiliation_id', eb.fn.countAll<number | string>().as('count')])
      .groupBy('submitter_affiliation_id')
      .execute();
    for (const row of rows) add(row.submitter_affiliation_id, row.count);
  }
  const ids = [...counts.keys()].filter((id) => id !== 0);
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('affiliations')
            .where('id', 'in', ids)
            .select(['id', 'name'])
            .execute()
        ).map((row) => [row.id, row.name]),
  );
  const byName = new Map<string | null, number>();
  for (const [id, count] of counts) {
    if (count === 0) continue;
    const name = names.get(id) ?? null;
    byName.set(name, (byName.get(name) ?? 0) + count);
  }
  return [...byName].map(([affiliation, count]) => ({ affiliation, count }));
}

/** First decisions of a month with the same duration from submission (ms). */
export interface DecisionRow {
  month: string;
  duration_ms: number;
  approved: number;
  refused: number;
}

/** The kept first decisions of whole months, per exact duration. Reads the primary key. */
export async function decisionsInMonths(db: Db, months: MonthRange): Promise<DecisionRow[]> {
  const rows = await db
    .selectFrom('analytics_decision_months')
    .where('month', '>=', months.from)
    .where('month', '<', months.until)
    .where((eb) => eb(eb('approved', '+', eb.ref('refused')), '<>', 0))
    .select(['month', 'duration_ms', 'approved', 'refused'])
    .execute();
  return rows.map((row) => ({
    month: row.month,
    duration_ms: Number(row.duration_ms),
    approved: Number(row.approved),
    refused: Number(row.refused),
  }));
}

/**
 * The first decisions (kept `decision`, `decided_at`) of sent tickets taken in a
 * (partial-month) range, one row each. Reads `tickets_analytics_decided_idx` alone.
 */
export async function decisionsBetween(db: Db, range: TimeRange): Promise<DecisionRow[]> {
  const rows = await db
    .selectFrom('tickets')
    .where('is_draft', '=', 0)
    .where('decided_at', '>=', range.from)
    .where('decided_at', '<', range.until)
    .select(['decision', 'decided_at', 'created_at'])
    .execute();
  // One row per month and duration, as the kept sums are.
  const merged = new Map<string, DecisionRow>();
  for (const { decision, decided_at: decidedAt, created_at: createdAt } of rows) {
    if (!decidedAt || (decision !== 'approved' && decision !== 'refused')) continue;
    const month = decidedAt.slice(0, 7);
    const durationMs = Math.max(0, Date.parse(decidedAt) - Date.parse(createdAt));
    const key = `${month} ${durationMs}`;
    const row = merged.get(key) ?? { month, duration_ms: durationMs, approved: 0, refused: 0 };
    row[decision] += 1;
    merged.set(key, row);
  }
  return [...merged.values()];
}
