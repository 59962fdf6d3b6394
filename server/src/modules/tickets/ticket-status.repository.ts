import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { isSqlite } from '@server/db/dialect-of';
import { parseJsonCell, type JsonCell } from '@server/db/json-rows';
import { nowIso } from '@server/lib/time';
import type { TicketRow } from './ticket.mapper';

/** The ticket's inventors' ids in position order, as a JSON list (a subquery on `tickets`). */
const inventorIdList = (db: Db) =>
  isSqlite(db)
    ? sql<JsonCell>`(select json_group_array(ti.inventor_id order by ti.position)
        from ticket_inventors ti where ti.ticket_id = tickets.id)`
    : sql<JsonCell>`(select coalesce(json_agg(ti.inventor_id order by ti.position), '[]')
        from ticket_inventors ti where ti.ticket_id = tickets.id)`;

/**
 * Sets the status of the non-draft ticket `id` (and its meeting date, unless `meetingDate` is
 * undefined: kept) and answers the row as it now is with its inventors' ids in position
 * order, in ONE statement (`returning`), under the caller's transaction: undefined when there
 * is no such non-draft ticket (nothing written).
 */
export async function setStatusReturning(
  db: Db,
  id: number,
  status: string,
  meetingDate: string | null | undefined,
): Promise<{ row: TicketRow; inventorIds: number[] } | undefined> {
  const updated = await db
    .updateTable('tickets')
    .set({ status, updated_at: nowIso() })
    .$if(meetingDate !== undefined, (q) => q.set({ meeting_date: meetingDate ?? null }))
    .where('tickets.id', '=', id)
    .where('tickets.is_draft', '=', 0)
    .returningAll()
    .returning(inventorIdList(db).as('inventor_ids'))
    .executeTakeFirst();
  if (!updated) return undefined;
  const { inventor_ids, ...row } = updated;
  return { row, inventorIds: parseJsonCell<number[]>(inventor_ids as JsonCell) };
}
