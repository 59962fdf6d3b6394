import type {
  OfficeInventorPatent,
  OfficeInventorTicket,
  TicketStatus,
} from '@inventor-portal/shared/schemas';
import type { RawBuilder } from 'kysely';
import type { Db } from '@server/db/database';

/**
 * Every non-draft ticket the inventor sent or is named on, newest first, with their role on it
 * (drafts are invisible to the office).
 */
export async function inventorTickets(
  db: Db,
  inventorId: number,
  visible: RawBuilder<boolean>,
): Promise<OfficeInventorTicket[]> {
  const rows = await db
    .selectFrom('tickets')
    .select([
      'tickets.id',
      'tickets.title',
      'tickets.status',
      'tickets.meeting_date',
      'tickets.created_at',
      'tickets.submitter_id',
    ])
    .where('tickets.is_draft', '=', 0)
    .where(visible)
    .where((eb) =>
      eb.or([
        eb('tickets.submitter_id', '=', inventorId),
        eb(
          'tickets.id',
          'in',
          eb
            .selectFrom('ticket_inventors')
            .select('ticket_inventors.ticket_id')
            .where('ticket_inventors.inventor_id', '=', inventorId),
        ),
      ]),
    )
    .orderBy('tickets.created_at', 'desc')
    .orderBy('tickets.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status as TicketStatus,
    role: row.submitter_id === inventorId ? 'submitter' : 'inventor',
    meeting_date: row.meeting_date,
    created_at: row.created_at,
  }));
}

/** Every patent the inventor is an inventor of, newest first. */
export async function inventorPatents(db: Db, inventorId: number): Promise<OfficeInventorPatent[]> {
  return db
    .selectFrom('patents')
    .innerJoin('patent_inventors', 'patent_inventors.patent_id', 'patents.id')
    .select([
      'patents.id',
      'patents.title',
      'patents.deposit_number',
      'patents.deposit_date',
      'patents.status',
    ])
    .where('patent_inventors.inventor_id', '=', inventorId)
    .orderBy('patents.created_at', 'desc')
    .orderBy('patents.id', 'desc')
    .execute();
}
