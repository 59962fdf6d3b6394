import { sql, type Kysely } from 'kysely';
import { ATTESTATION_LIMITS } from '@inventor-portal/shared/schemas';
import type { DB } from '@server/db/database';
import { filtered, type OfficeTicketFilter } from './office-ticket.repository';
import type { TicketRow } from './ticket.mapper';

/** `YYYY-MM-DD` of a time, `days` later (UTC). */
export const isoDay = (at: Date, days = 0): string =>
  new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A ticket whose public disclosure is past or within 30 days and that is still open (pending
 * or needs_info): what `ordering=disclosure` puts first.
 */
const urgent = (cutoff: string) =>
  sql<boolean>`(tickets.status in ('pending', 'needs_info')
    and tickets.public_disclosure_date is not null
    and tickets.public_disclosure_date <= ${cutoff})`;

const notUrgent = (cutoff: string) =>
  sql<boolean>`(tickets.status not in ('pending', 'needs_info')
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
  now = new Date(),
): Promise<{ count: number; rows: TicketRow[] }> {
  const total = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { count: Number(total.n), rows: await pageRows(db, filter, page, now) };
}

async function pageRows(
  db: Kysely<DB>,
  filter: OfficeTicketFilter,
  page: { offset: number; limit: number },
  now: Date,
): Promise<TicketRow[]> {
  const cutoff = isoDay(now, ATTESTATION_LIMITS.disclosureSoonDays);
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

/** The office row's flags, as of `now` (UTC days). */
export function disclosureFlags(
  row: Pick<TicketRow, 'status' | 'public_disclosure_date'>,
  now = new Date(),
): { disclosure_soon: boolean; disclosure_overdue: boolean } {
  const date = row.public_disclosure_date;
  const open = row.status === 'pending' || row.status === 'needs_info';
  if (!open || !date) return { disclosure_soon: false, disclosure_overdue: false };
  const today = isoDay(now);
  return {
    disclosure_soon: date >= today && date <= isoDay(now, ATTESTATION_LIMITS.disclosureSoonDays),
    disclosure_overdue: date < today,
  };
}
