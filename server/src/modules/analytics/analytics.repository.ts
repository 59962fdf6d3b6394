import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@server/db/database';
import type { DayPart, SplitRange } from './analytics.periods';

/**
 * The office analytics' reads (docs/analytics.md "What is kept"): the sums kept by triggers
 * (migrations 019-analytics-kept-figures and 023-analytics-daily-sums), never the tickets. A
 * range is its whole calendar months, read from the monthly sums, and the days of the partial
 * months at its edges, read from the daily sums, each through the table's primary key.
 */

/** A time range over ISO strings: `from` included, `until` excluded. */
export interface TimeRange {
  from: string;
  until: string;
}

/** Sent tickets of a month with one status now. */
export interface SubmittedRow {
  month: string;
  status: string;
  count: number;
  fully_confirmed: number;
  needed_info: number;
}

/** Sent tickets of the range per affiliation of their submitter (null: none). */
export interface AffiliationRow {
  affiliation: string | null;
  count: number;
}

/** First decisions of a month with the same duration from submission (ms). */
export interface DecisionRow {
  month: string;
  duration_ms: number;
  approved: number;
  refused: number;
}

export interface TicketFigures {
  submitted: SubmittedRow[];
  affiliations: AffiliationRow[];
  decisions: DecisionRow[];
}

/** One row of the figures' statement: which figure, then its own meaning of each column. */
interface FigureRow {
  figure: 'submitted' | 'affiliation' | 'decision';
  period: string | null;
  label: string | null;
  n1: number | string;
  n2: number | string;
  n3: number | string;
}

const union = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` union all `);
const minus = (part: DayPart) => sql.raw(part.sign < 0 ? '-' : '');

/**
 * The statements of a range's parts (`splitRange`): `months` over the monthly sums when it
 * reads whole months, `days` over the daily sums for each range of days, added or taken out.
 */
function partsOf(
  range: SplitRange,
  months: (from: string, until: string) => RawBuilder<unknown>,
  days: (part: DayPart) => RawBuilder<unknown>,
): RawBuilder<unknown>[] {
  return [
    ...(range.months ? [months(range.months.from, range.months.until)] : []),
    ...range.days.map(days),
  ];
}

/**
 * Every ticket figure of a range in one statement (one round trip), as rows of the union
 * `(figure, period, label, n1, n2, n3)`:
 *
 * - `submitted`: month, status, tickets, fully confirmed, needed information;
 * - `affiliation`: -, affiliation name (null: none), tickets, -, -;
 * - `decision`: month, -, duration (ms), approved, refused.
 *
 * Counts are signed: the days a range leaves out of a month it reads whole come negative, and
 * the caller adds the rows up. Rows whose counts are all zero are left out. Each part reads its
 * table's primary key, `(month, …)` or `(day, …)`, over a range of its first column.
 */
export async function ticketFigures(db: Db, range: SplitRange): Promise<TicketFigures> {
  const submitted = partsOf(
    range,
    (from, until) => sql`select 'submitted' as figure, month as period, status as label,
        tickets as n1, fully_confirmed as n2, needed_info as n3
      from analytics_submitted_months where month >= ${from} and month < ${until} and tickets <> 0`,
    (part) => sql`select 'submitted' as figure, cast(${part.month} as text) as period,
        status as label, ${minus(part)}sum(tickets) as n1,
        ${minus(part)}sum(fully_confirmed) as n2, ${minus(part)}sum(needed_info) as n3
      from analytics_submitted_days where day >= ${part.from} and day < ${part.until}
      group by status having sum(tickets) <> 0`,
  );
  const byAffiliation = partsOf(
    range,
    (from, until) => sql`select affiliation_id, tickets from analytics_affiliation_months
      where month >= ${from} and month < ${until}`,
    (part) => sql`select affiliation_id, ${minus(part)}tickets as tickets
      from analytics_affiliation_days where day >= ${part.from} and day < ${part.until}`,
  );
  const decisions = partsOf(
    range,
    (from, until) => sql`select 'decision' as figure, month as period, null as label,
        duration_ms as n1, approved as n2, refused as n3
      from analytics_decision_months
      where month >= ${from} and month < ${until} and approved + refused <> 0`,
    (part) => sql`select 'decision' as figure, cast(${part.month} as text) as period,
        null as label, duration_ms as n1,
        ${minus(part)}sum(approved) as n2, ${minus(part)}sum(refused) as n3
      from analytics_decision_days where day >= ${part.from} and day < ${part.until}
      group by duration_ms having sum(approved) + sum(refused) <> 0`,
  );
  const affiliations = sql`select 'affiliation' as figure, null as period, a.name as label,
      sum(s.tickets) as n1, 0 as n2, 0 as n3
    from (${union(byAffiliation)}) s left join affiliations a on a.id = s.affiliation_id
    group by a.name having sum(s.tickets) <> 0`;

  const { rows } =
    await sql<FigureRow>`${union([...submitted, affiliations, ...decisions])}`.execute(db);
  const figures: TicketFigures = { submitted: [], affiliations: [], decisions: [] };
  for (const row of rows) {
    if (row.figure === 'submitted') {
      figures.submitted.push({
        month: row.period ?? '',
        status: row.label ?? '',
        count: Number(row.n1),
        fully_confirmed: Number(row.n2),
        needed_info: Number(row.n3),
      });
    } else if (row.figure === 'affiliation') {
      figures.affiliations.push({ affiliation: row.label, count: Number(row.n1) });
    } else {
      figures.decisions.push({
        month: row.period ?? '',
        duration_ms: Number(row.n1),
        approved: Number(row.n2),
        refused: Number(row.n3),
      });
    }
  }
  return figures;
}
