import { sql, type Kysely } from 'kysely';
import {
  ATTESTATION_LIMITS,
  isOpenTicketStatus,
  OPEN_TICKET_STATUSES,
} from '@inventor-portal/shared/schemas';
import { officeToday } from '@server/lib/office-calendar';
import type { DB } from '@server/db/database';
import { filtered, planSearch, type OfficeTicketFilter } from './office-ticket.repository';
import { cappedCountOf, countOf, stoppedAt } from './office-ticket-counts.repository';
import { withinCap, type ListedRows } from './office-ticket-list.repository';
import type { TicketRow } from './ticket.mapper';

/**
 * A ticket whose public disclosure is past or within 30 days and that is still open (pending
 * or needs_info): what `ordering=disclosure` puts first.
 */
const openStatuses = sql.join(OPEN_TICKET_STATUSES.map((status) => sql.lit(status)));

const urgent = (cutoff: string) =>
  sql<boolean>`(tickets.status in (${openStatuses})
    and tickets.public_disclosure_date is not null
    and tickets.public_disclosure_date <= ${cutoff})`;

const notUrgent = (cutoff: string) =>
  sql<boolean>`(tickets.status not in (${openStatuses})
    or tickets.public_disclosure_date is null
    or tickets.public_disclosure_date > ${cutoff})`;

/**
 * One page of `ordering=disclosure`: the urgent tickets first, soonest disclosure first (found
 * through tickets_disclosure_idx), then the others newest first (tickets_created_idx). Two
 * ordered reads of at most a page each instead of one sort of every ticket.
 */
export async function disclosureFirstPage(
  db: Kysely<DB>,
  filter: OfficeTicketFilter,
  page: { offset: number; limit: number },
  cap?: number,
  now = new Date(),
): Promise<ListedRows> {
  if (cap === undefined) {
    const total = await countOf(db, filter).executeTakeFirstOrThrow();
    return { count: Number(total.n), capped: false, rows: await pageRows(db, filter, page, now) };
  }
  const { titles, filter: read } = await planSearch(db, filter);
  const total = Number((await cappedCountOf(db, read, titles, cap).executeTakeFirstOrThrow()).n);
  const limit = withinCap(page, cap);
  const rows = limit > 0 ? await pageRows(db, read, { ...page, limit }, now) : [];
  return { ...stoppedAt(total, cap), rows };
}

async function pageRows(
  db: Kysely<DB>,
  filter: OfficeTicketFilter,
  page: { offset: number; limit: number },
  now: Date,
): Promise<TicketRow[]> {
  const cutoff = officeToday(now, ATTESTATION_LIMITS.disclosureSoonDays);
  const urgentCount = await filtered(db, filter)
    .where(urgent(cutoff))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const first = Number(urgentCount.n);
  const rows: TicketRow[] = [];
  if (page.offset < first) {
    rows.push(
      ...(await filtered(db, filter)
        .where(urgent(cutoff))
        .selectAll('tickets')
        .orderBy('tickets.public_disclosure_date', 'asc')
        .orderBy('tickets.id', 'asc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()),
    );
  }
  const left = page.limit - rows.length;
  if (left <= 0) return rows;
  rows.push(
    ...(await filtered(db, filter)
      .where(notUrgent(cutoff))
      .selectAll('tickets')
      .orderBy('tickets.created_at', 'desc')
      .orderBy('tickets.id', 'desc')
      .limit(left)
      .offset(Math.max(0, page.offset - first))
      .execute()),
  );
  return rows;
}

/** The office row's flags, as of `now` (the office's calendar days). */
export function disclosureFlags(
  row: Pick<TicketRow, 'status' | 'public_disclosure_date'>,
  now = new Date(),
): { disclosure_soon: boolean; disclosure_overdue: boolean } {
  const date = row.public_disclosure_date;
  if (!isOpenTicketStatus(row.status) || !date)
    return { disclosure_soon: false, disclosure_overdue: false };
  const today = officeToday(now);
  return {
    disclosure_soon:
      date >= today && date <= officeToday(now, ATTESTATION_LIMITS.disclosureSoonDays),
    disclosure_overdue: date < today,
  };
}
