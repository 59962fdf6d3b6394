import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { isSqlite } from '@server/db/dialect-of';
import { parseJsonCell, type JsonCell } from '@server/db/json-rows';
import { nowIso } from '@server/lib/time';
import { officeHearsOfTicket } from '../reviews/review-access.service';
import type { TicketRow } from './ticket.mapper';

/** The ticket's inventors' ids in position order, as a JSON list (a subquery on `tickets`). */
const inventorIdList = (db: Db) =>
  isSqlite(db)
    ? sql<JsonCell>`(select json_group_array(ti.inventor_id order by ti.position)
        from ticket_inventors ti where ti.ticket_id = tickets.id)`
    : sql<JsonCell>`(select coalesce(json_agg(ti.inventor_id order by ti.position), '[]')
        from ticket_inventors ti where ti.ticket_id = tickets.id)`;

/**
 * The office accounts that may hear of the ticket, in id order, as a JSON list (a subquery on
 * `tickets`).
 */
const officeCandidateList = (db: Db) =>
  isSqlite(db)
    ? sql<JsonCell>`(select json_group_array(u.id order by u.id) from users u
        where ${officeHearsOfTicket('u', sql.ref('tickets.id'))})`
    : sql<JsonCell>`(select coalesce(json_agg(u.id order by u.id), '[]') from users u
        where ${officeHearsOfTicket('u', sql.ref('tickets.id'))})`;

/** What a status change answers of the ticket it wrote. */
export interface StatusSet {
  row: TicketRow;
  inventorIds: number[];
  /** With `withOffice`: the office accounts that may hear of the ticket (no declared conflict). */
  officeCandidates: number[];
}

/**
 * Sets the status of the non-draft ticket `id` (and its meeting date, unless `meetingDate` is
 * undefined: kept) and answers the row as it now is with its inventors' ids in position
 * order (and, `withOffice`, the office that may hear of it), in ONE statement (`returning`),
 * under the caller's transaction: undefined when there is no such non-draft ticket (nothing
 * written).
 */
export async function setStatusReturning(
  db: Db,
  id: number,
  status: string,
  meetingDate: string | null | undefined,
  withOffice = false,
): Promise<StatusSet | undefined> {
  const updated = await db
    .updateTable('tickets')
    .set({ status, updated_at: nowIso() })
    .$if(meetingDate !== undefined, (q) => q.set({ meeting_date: meetingDate ?? null }))
    .where('tickets.id', '=', id)
    .where('tickets.is_draft', '=', 0)
    .returningAll()
    .returning(inventorIdList(db).as('inventor_ids'))
    .returning((withOffice ? officeCandidateList(db) : sql<JsonCell>`'[]'`).as('office_ids'))
    .executeTakeFirst();
  if (!updated) return undefined;
  const { inventor_ids, office_ids, ...row } = updated;
  return {
    row,
    inventorIds: parseJsonCell<number[]>(inventor_ids as JsonCell),
    officeCandidates: parseJsonCell<number[]>(office_ids as JsonCell),
  };
}
