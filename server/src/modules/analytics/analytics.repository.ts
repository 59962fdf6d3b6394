import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@server/db/database';
import type { DayPart, SplitRange } from './analytics.periods';
import { reviewParts, type ReviewRows } from './analytics.reviews';

/**
 * The office analytics' read (docs/analytics.md "What is kept"): one statement over the sums
 * kept by triggers (migrations 019-analytics-kept-figures and 023-analytics-daily-sums), never
 * the tickets, and over the committee's reviews. A range is read as `splitRange` cuts it:
 * months from the monthly sums, days added or taken out from the daily sums, each through the
 * table's primary key.
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

/** First decisions taken in a month (or in days of it, signed). */
export interface DecisionMonth {
  month: string;
  approved: number;
  refused: number;
  /** Each duration from submission (ms) and how many of the decisions took it. */
  durations: Array<[number, number]>;
}

export interface RangeFigures {
  submitted: SubmittedRow[];
  affiliations: AffiliationRow[];
  decisions: DecisionMonth[];
  reviews: ReviewRows;
}

/**
 * One row of the statement: which figure, then its own meaning of two texts and three numbers
 * (`ticketParts` and `reviewParts` say which).
 */
interface FigureRow {
  figure: 'submitted' | 'affiliation' | 'decision' | 'review_counts' | 'review_submitted';
  k1: string | null;
  k2: string | null;
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
 * The ticket figures of a range, as parts of the statement's union:
 *
 * - `submitted`: month, status; tickets, fully confirmed, needed information;
 * - `affiliation`: -, affiliation name (null: none); tickets;
 * - `decision`: month, its durations (`ms:count,…`); approved, refused.
 *
 * Counts are signed: the days a range leaves out of a month it reads whole come negative, and
 * the caller adds the rows up. Rows whose counts are all zero are left out.
 */
function ticketParts(range: SplitRange): RawBuilder<unknown>[] {
  const submitted = partsOf(
    range,
    (from, until) => sql`select 'submitted' as figure, month as k1, status as k2,
        tickets as n1, fully_confirmed as n2, needed_info as n3
      from analytics_submitted_months where month >= ${from} and month < ${until} and tickets <> 0`,
    (part) => sql`select 'submitted' as figure, cast(${part.month} as text) as k1, status as k2,
        ${minus(part)}sum(tickets) as n1, ${minus(part)}sum(fully_confirmed) as n2,
        ${minus(part)}sum(needed_info) as n3
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
  const affiliations = sql`select 'affiliation' as figure, null as k1, a.name as k2,
      sum(s.tickets) as n1, 0 as n2, 0 as n3
    from (${union(byAffiliation)}) s left join affiliations a on a.id = s.affiliation_id
    group by a.name having sum(s.tickets) <> 0`;
  // One row per month, its durations as one text (`ms:count,…`): node-postgres parses every
  // field of every row, and a row per month and duration (about 1,000 for the default range on
  // the bench data) cost the server more CPU than all the rest of the answer.
  const durations = (part?: DayPart) =>
    sql`string_agg(cast(duration_ms as text) || ':' ||
      cast(${part ? minus(part) : sql``}(approved + refused) as text), ',')`;
  const decisions = partsOf(
    range,
    (from, until) => sql`select 'decision' as figure, month as k1, ${durations()} as k2,
        sum(approved) as n1, sum(refused) as n2, 0 as n3
      from analytics_decision_months
      where month >= ${from} and month < ${until} and approved + refused <> 0
      group by month`,
    (part) => sql`select 'decision' as figure, cast(${part.month} as text) as k1,
        ${durations(part)} as k2,
        ${minus(part)}sum(approved) as n1, ${minus(part)}sum(refused) as n2, 0 as n3
      from analytics_decision_days
      where day >= ${part.from} and day < ${part.until} and approved + refused <> 0
      having count(*) > 0`,
  );
  return [...submitted, affiliations, ...decisions];
}

/**
 * Every figure of a range in one statement (one round trip): the tickets' (`ticketParts`, over
 * `range` cut by `splitRange`) and the committee's (`reviewParts`, over `times`, with the
 * office's `today` for the overdue reviews).
 */
export async function rangeFigures(
  db: Db,
  range: SplitRange,
  times: TimeRange,
  today: string,
): Promise<RangeFigures> {
  const parts = [...ticketParts(range), ...reviewParts(times, today)];
  const { rows } = await sql<FigureRow>`${union(parts)}`.execute(db);
  const figures: RangeFigures = {
    submitted: [],
    affiliations: [],
    decisions: [],
    reviews: { assigned: 0, overdue: 0, submitted: [] },
  };
  for (const row of rows) {
    switch (row.figure) {
      case 'submitted':
        figures.submitted.push({
          month: row.k1 ?? '',
          status: row.k2 ?? '',
          count: Number(row.n1),
          fully_confirmed: Number(row.n2),
          needed_info: Number(row.n3),
        });
        break;
      case 'affiliation':
        figures.affiliations.push({ affiliation: row.k2, count: Number(row.n1) });
        break;
      case 'decision':
        figures.decisions.push({
          month: row.k1 ?? '',
          approved: Number(row.n1),
          refused: Number(row.n2),
          durations: (row.k2 ?? '').split(',').map((entry) => {
            const colon = entry.indexOf(':');
            return [Number(entry.slice(0, colon)), Number(entry.slice(colon + 1))];
          }),
        });
        break;
      case 'review_counts':
        figures.reviews.assigned = Number(row.n1);
        figures.reviews.overdue = Number(row.n2);
        break;
      case 'review_submitted':
        if (row.k1 && row.k2) figures.reviews.submitted.push([row.k1, row.k2]);
        break;
    }
  }
  return figures;
}
