import { sql, type Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { cappedCountOf, countOf, stoppedAt } from './office-ticket-counts.repository';
import { filtered, planSearch, type OfficeTicketFilter } from './office-ticket.repository';
import type { TicketRow } from './ticket.mapper';

const ORDER_COLUMNS = {
  created_at: sql`tickets.created_at`,
  title: sql`lower(tickets.title)`,
  status: sql`tickets.status`,
  meeting_date: sql`tickets.meeting_date`,
} as const;

/** A list's size: exact, or stopped at the cap (`capped`: more tickets match than it holds). */
export interface ListedRows {
  count: number;
  capped: boolean;
  rows: TicketRow[];
}

/** The rows a page of a list stopped at `cap` may hold: none past the cap. */
export const withinCap = (page: { offset: number; limit: number }, cap?: number) =>
  cap === undefined ? page.limit : Math.max(0, Math.min(page.limit, cap - page.offset));

/**
 * The two statements of a list: its total and one page (`ordering`: a field, '-' for
 * descending). With a `cap` (a search: OFFICE_SEARCH_LIMIT), the total stops one past the cap
 * and the page holds nothing past it.
 */
export async function officeSearchQueries(
  db: Kysely<DB>,
  searched: OfficeTicketFilter,
  ordering?: string,
  page: { offset: number; limit: number } = { offset: 0, limit: 20 },
  cap?: number,
) {
  const { titles, filter } = await planSearch(db, searched);
  const count =
    cap === undefined ? countOf(db, filter, titles) : cappedCountOf(db, filter, titles, cap);
  const order = ordering ?? '-created_at';
  const direction = order.startsWith('-') ? 'desc' : 'asc';
  const field = order.replace(/^-/, '') as keyof typeof ORDER_COLUMNS;
  const column = ORDER_COLUMNS[field] ?? ORDER_COLUMNS.created_at;
  let query = filtered(db, filter, titles).selectAll('tickets');
  // Tickets without a meeting come last either way, on both databases.
  if (field === 'meeting_date')
    query = query.orderBy(sql`case when tickets.meeting_date is null then 1 else 0 end`);
  const rows = query
    .orderBy(column, direction)
    .orderBy('tickets.id', direction)
    .limit(withinCap(page, cap))
    .offset(page.offset);
  return { count, page: rows };
}

/**
 * One page of the office's tickets and the total (`ordering`: a field, '-' for descending),
 * the list stopped at `cap` when one is given. One statement: the page's rows carry the total
 * (its query as an uncorrelated subquery, run once); only a page past the end (no row to carry
 * it) sends the count alone.
 */
export async function listOfficeTicketRows(
  db: Kysely<DB>,
  filter: OfficeTicketFilter,
  ordering: string | undefined,
  page: { offset: number; limit: number },
  cap?: number,
): Promise<ListedRows> {
  const queries = await officeSearchQueries(db, filter, ordering, page, cap);
  const counted =
    withinCap(page, cap) > 0
      ? await queries.page.select(queries.count.as('list_total')).execute()
      : [];
  if (counted.length === 0) {
    if (page.offset === 0 && withinCap(page, cap) > 0) return { ...stoppedAt(0, cap), rows: [] };
    const total = Number((await queries.count.executeTakeFirstOrThrow()).n);
    return { ...stoppedAt(total, cap), rows: [] };
  }
  const total = Number(counted[0].list_total);
  const rows: TicketRow[] = counted.map(({ list_total: _total, ...row }) => row);
  return { ...stoppedAt(total, cap), rows };
}
