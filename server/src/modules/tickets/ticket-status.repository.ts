import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell, type JsonCell } from '@server/db/json-rows';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { ticketJson } from './office-ticket-page.repository';
import type { TicketRow } from './ticket.mapper';

const TICKET = 0;
const INVENTOR = 1;

/**
 * The ticket `id` (a draft too) and its inventors' ids in position order, in ONE statement (a
 * `union all` of JSON rows, db/json-rows.ts): what a status change reads before it writes.
 */
function ticketAndInventorsQuery(db: Db) {
  return precompiledFor(
    db,
    'tickets.status-change',
    (id: number) =>
      db
        .selectFrom('tickets')
        .select([
          sql.lit<number>(TICKET).as('kind'),
          sql.lit(0).as('o1'),
          ticketJson(db).as('data'),
        ])
        .where('tickets.id', '=', id)
        .unionAll(
          db
            .selectFrom('ticket_inventors')
            .select([
              sql.lit<number>(INVENTOR).as('kind'),
              'ticket_inventors.position as o1',
              jsonObject(db, { id: 'ticket_inventors.inventor_id' }).as('data'),
            ])
            .where('ticket_inventors.ticket_id', '=', id),
        )
        .orderBy('kind')
        .orderBy('o1'),
    idPlaceholders(1) as [number],
  );
}

/** The ticket and its inventors' ids (position order); undefined when there is no such ticket. */
export async function ticketWithInventorIds(
  db: Db,
  id: number,
): Promise<{ row: TicketRow; inventorIds: number[] } | undefined> {
  const { rows } = await db.executeQuery(ticketAndInventorsQuery(db)(id));
  let row: TicketRow | undefined;
  const inventorIds: number[] = [];
  for (const { kind, data } of rows as Array<{ kind: number | string; data: JsonCell }>) {
    if (Number(kind) === TICKET) row = parseJsonCell<TicketRow>(data);
    else inventorIds.push(parseJsonCell<{ id: number }>(data).id);
  }
  return row && { row, inventorIds };
}
