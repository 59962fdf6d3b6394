import { sql } from 'kysely';
import { OPEN_TICKET_STATUSES, TICKET_STATUSES } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { isSqlite } from '@server/db/dialect-of';
import {
  filtered,
  searchDrivesById,
  planSearch,
  type Filtered,
  type OfficeTicketFilter,
  type TitleSearch,
} from './office-ticket.repository';

/*
 * How many tickets the office's filters leave (API.md Part 2: the list's `count` and
 * `GET /api/office/tickets/counts/`): exact, or under a search stopped at a cap (issue 33).
 */

type Narrow = (query: Filtered) => Filtered;

const countAll = (query: Filtered) =>
  query.select((eb) => eb.fn.countAll<number | string>().as('n'));

/**
 * Whether a count leaves the caller's conflicts out by subtracting them (`countOf`): a count
 * walks every ticket of the filter (tens of thousands), and testing each one against the
 * conflicts (`not in`) costs more than the count itself (45,000 tickets: SQLite 0.9 -> 5.4 ms,
 * PostgreSQL 1.6 -> 5.4 ms, 17 ms for the unassigned ones). Not when the search drives the
 * count (SQLite: few tickets, read by id), nor for a search on PostgreSQL, which would run the
 * search's subqueries (names, attachments, answers) a second time for the conflicts.
 */
const subtractsConflicts = (db: Db, filter: OfficeTicketFilter, titles: TitleSearch) =>
  filter.conflicted !== undefined &&
  (isSqlite(db) ? !searchDrivesById(db, filter, titles) : !filter.search?.trim());

/**
 * The filter's ticket with the id `c.ticket_id` (a row of the caller's conflicts), if it is
 * one: looked up by id, whatever other index the filter could use.
 */
const conflictedMatch = (db: Db, filter: OfficeTicketFilter, titles: TitleSearch, narrow: Narrow) =>
  narrow(filtered(db, { ...filter, conflicted: undefined }, titles)).where(
    sql<boolean>`tickets.id = c.ticket_id`,
  );

/**
 * Whether the kept monthly sums (migration 019: `analytics_submitted_months`, non-draft tickets
 * per creation month and current status, with how many every inventor confirmed, kept by
 * triggers on `tickets` in the writing transaction) count the filter: its status and
 * confirmation only, nothing to test ticket by ticket. About 70 rows instead of every ticket
 * (50,000 tickets, SQLite: 18 µs instead of 1.0 ms).
 */
const keptSumsCount = (filter: OfficeTicketFilter, narrowed: boolean) =>
  !narrowed &&
  !filter.search?.trim() &&
  filter.assignee === undefined &&
  filter.affiliation === undefined &&
  filter.pendingBefore === undefined &&
  filter.review === undefined;

/** The kept sum a filter's confirmation counts: every ticket, or those (not) all confirmed. */
const keptColumn = (filter: OfficeTicketFilter) =>
  filter.confirmation === 'complete'
    ? sql<number>`kept.fully_confirmed`
    : filter.confirmation === 'incomplete'
      ? sql<number>`kept.tickets - kept.fully_confirmed`
      : sql<number>`kept.tickets`;

/** The kept sums of the filter's status (every status without one), per status. */
const keptSums = (db: Db, filter: OfficeTicketFilter) =>
  db
    .selectFrom('analytics_submitted_months as kept')
    .$if(filter.status !== undefined, (q) => q.where('kept.status', '=', filter.status ?? ''));

/**
 * One statement whose row `n` is the number of tickets `filtered` leaves (`narrow` adds
 * conditions): with the caller's conflicts, every ticket of the filter counted from its index
 * alone (or from the kept sums: `keptSumsCount`), less those of the conflicts it holds (a
 * conflict names a ticket once: reviews are unique per ticket and reviewer).
 */
export function countOf(
  db: Db,
  filter: OfficeTicketFilter,
  titles: TitleSearch = 'index',
  narrow?: Narrow,
) {
  const narrowing = narrow ?? ((query: Filtered) => query);
  const kept = keptSumsCount(filter, narrow !== undefined);
  if (!kept && !subtractsConflicts(db, filter, titles))
    return countAll(narrowing(filtered(db, filter, titles)));
  const everyone = kept
    ? keptSums(db, filter).select(
        sql<number | string>`coalesce(sum(${keptColumn(filter)}), 0)`.as('n'),
      )
    : countAll(narrowing(filtered(db, { ...filter, conflicted: undefined }, titles)));
  if (filter.conflicted === undefined)
    return db.selectNoFrom(sql<number | string>`(${everyone})`.as('n'));
  const match = conflictedMatch(db, filter, titles, narrowing).select(sql`1`.as('one'));
  return db.selectNoFrom(
    sql<number | string>`(${everyone}) - (select count(*) from (${filter.conflicted}) as c
      where exists ${match})`.as('n'),
  );
}

/** A total counted up to one past `cap` (none: exact), as the list says it. */
export const stoppedAt = (total: number, cap?: number) =>
  cap === undefined
    ? { count: total, capped: false }
    : { count: Math.min(total, cap), capped: total > cap };

/**
 * One statement whose row `n` counts the tickets `filtered` leaves up to `cap + 1` (so that
 * `n > cap` says more match): the walk stops there, whatever the number of matches. The
 * caller's conflicts are tested on each ticket walked (`not in`): at most a cap's worth.
 */
export function cappedCountOf(
  db: Db,
  filter: OfficeTicketFilter,
  titles: TitleSearch,
  cap: number,
  narrow: Narrow = (query) => query,
) {
  const walked = narrow(filtered(db, filter, titles))
    .select(sql`1`.as('one'))
    .limit(cap + 1);
  return db
    .selectFrom(walked.as('walked'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
}

/** The office's counts (`GET /api/office/tickets/counts/`) before they are named. */
export interface OfficeCountRows {
  byStatus: Map<string, number>;
  waiting: number;
  unassigned: number;
  /** The counts that reached the cap (under a search), by name: `pending`, `waiting`, ... */
  capped: Set<string>;
}

const unassignedOpen: Narrow = (q) =>
  q.where('tickets.assignee_id', 'is', null).where('tickets.status', 'in', OPEN_TICKET_STATUSES);

/**
 * Non-draft tickets per status (under the filter without its status), waiting and unassigned.
 * With a `cap` (a search), each count stops at it, all in one statement.
 */
export async function officeTicketCountRows(
  db: Db,
  searched: Omit<OfficeTicketFilter, 'status' | 'pendingBefore'>,
  pendingBefore: string,
  cap?: number,
): Promise<OfficeCountRows> {
  const { titles, filter } = await planSearch(db, searched);
  if (cap !== undefined) return cappedCountRows(db, filter, pendingBefore, titles, cap);
  // The counts per status, then the waiting and unassigned ones, in one statement.
  const waiting = countOf(db, { ...filter, pendingBefore }, titles);
  const unassigned = countOf(db, filter, titles, unassignedOpen);
  const { rows } = await sql<{ status: string; n: number | string; sign: number | string }>`
    ${countByStatus(db, filter, titles)}
    union all select ${sql.lit(WAITING)} as status, (${waiting}) as n, 0 as sign
    union all select ${sql.lit(UNASSIGNED)} as status, (${unassigned}) as n, 0 as sign`.execute(db);
  const byStatus = new Map<string, number>();
  let [waitingCount, unassignedCount] = [0, 0];
  for (const row of rows) {
    const n = Number(row.n);
    if (row.status === WAITING) waitingCount = n;
    else if (row.status === UNASSIGNED) unassignedCount = n;
    // A status's count, less its conflicted tickets (`sign` -1).
    else byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + n * Number(row.sign));
  }
  return { byStatus, waiting: waitingCount, unassigned: unassignedCount, capped: new Set() };
}

/** The rows of the waiting and unassigned counts (no status is named so). */
const WAITING = '#waiting';
const UNASSIGNED = '#unassigned';

/** `officeTicketCountRows` with each count stopped at `cap`: one capped walk per count. */
async function cappedCountRows(
  db: Db,
  filter: OfficeTicketFilter,
  pendingBefore: string,
  titles: TitleSearch,
  cap: number,
): Promise<OfficeCountRows> {
  const walks: Array<[string, ReturnType<typeof cappedCountOf>]> = [
    ...TICKET_STATUSES.map((status): [string, ReturnType<typeof cappedCountOf>] => [
      status,
      cappedCountOf(db, { ...filter, status }, titles, cap),
    ]),
    ['waiting', cappedCountOf(db, { ...filter, pendingBefore }, titles, cap)],
    ['unassigned', cappedCountOf(db, filter, titles, cap, unassignedOpen)],
  ];
  const row = await db
    .selectNoFrom(walks.map(([name, walk]) => sql<number | string>`(${walk})`.as(name)))
    .executeTakeFirstOrThrow();
  const counts = new Map<string, number>();
  const capped = new Set<string>();
  for (const [name] of walks) {
    const stopped = stoppedAt(Number((row as Record<string, number | string>)[name] ?? 0), cap);
    counts.set(name, stopped.count);
    if (stopped.capped) capped.add(name);
  }
  const byStatus = new Map(TICKET_STATUSES.map((status) => [status, counts.get(status) ?? 0]));
  return {
    byStatus,
    waiting: counts.get('waiting') ?? 0,
    unassigned: counts.get('unassigned') ?? 0,
    capped,
  };
}

/**
 * `countOf` per status, as rows `(status, n, sign)` of a statement to run with others: each
 * status's count (`sign` 1), and with the caller's conflicts subtracted, the conflicted
 * tickets per status (`sign` -1).
 */
function countByStatus(db: Db, filter: OfficeTicketFilter, titles: TitleSearch) {
  const perStatus = (query: Filtered) =>
    query
      .select(['tickets.status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('tickets.status');
  const kept = keptSumsCount(filter, false);
  if (!kept && !subtractsConflicts(db, filter, titles))
    return sql`select status, n, 1 as sign from (${perStatus(filtered(db, filter, titles))}) as everyone`;
  const everyone = kept
    ? keptSums(db, filter)
        .select([
          'kept.status',
          sql<number | string>`coalesce(sum(${keptColumn(filter)}), 0)`.as('n'),
        ])
        .groupBy('kept.status')
    : perStatus(filtered(db, { ...filter, conflicted: undefined }, titles));
  if (filter.conflicted === undefined)
    return sql`select status, n, 1 as sign from (${everyone}) as everyone`;
  // Each conflict's ticket's status when the filter holds it, else null.
  const status = conflictedMatch(db, filter, titles, (q) => q).select('tickets.status');
  return sql`select status, n, 1 as sign from (${everyone}) as everyone
    union all
    select status, count(*) as n, -1 as sign
      from (select ${status} as status from (${filter.conflicted}) as c) as theirs
      where status is not null group by status`;
}
