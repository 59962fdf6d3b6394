import type { RawBuilder } from 'kysely';
import type { Db } from '@server/db/database';

/** The decisions (approved or refused) taken of each ticket, as the dashboard reads them. */
const DECISIONS = ['approved', 'refused'] as const;

export interface DecisionRow {
  /** When the ticket was sent (the portal keeps no other submission time). */
  created_at: string;
  /** Its first decision. */
  decided_at: string;
}

/**
 * Non-draft tickets whose first decision (approved or refused, from the status history) was
 * taken at or after `since` (ISO): when each was sent and when it was first decided.
 */
export async function firstDecisionsSince(db: Db, since: string): Promise<DecisionRow[]> {
  const rows = await db
    .selectFrom('ticket_history')
    .innerJoin('tickets', 'tickets.id', 'ticket_history.ticket_id')
    .where('tickets.is_draft', '=', 0)
    .where('ticket_history.status', 'in', DECISIONS)
    .groupBy(['tickets.id', 'tickets.created_at'])
    .having((eb) => eb(eb.fn.min('ticket_history.created_at'), '>=', since))
    .select((eb) => [
      'tickets.created_at',
      eb.fn.min<string>('ticket_history.created_at').as('decided_at'),
    ])
    .execute();
  return rows.map((row) => ({ created_at: row.created_at, decided_at: row.decided_at }));
}

export interface PendingRow {
  id: number;
  title: string;
  created_at: string;
  submitter_id: number;
  preferred_name: string | null;
  full_name: string | null;
  email: string | null;
}

/** The `limit` oldest pending non-draft tickets with their submitter's names, oldest first. */
export async function oldestPendingTickets(
  db: Db,
  limit: number,
  visible: RawBuilder<boolean>,
): Promise<PendingRow[]> {
  return db
    .selectFrom('tickets')
    .innerJoin('inventors', 'inventors.id', 'tickets.submitter_id')
    .where('tickets.is_draft', '=', 0)
    .where('tickets.status', '=', 'pending')
    .where(visible)
    .select([
      'tickets.id',
      'tickets.title',
      'tickets.created_at',
      'tickets.submitter_id',
      'inventors.preferred_name',
      'inventors.full_name',
      'inventors.email',
    ])
    .orderBy('tickets.created_at', 'asc')
    .orderBy('tickets.id', 'asc')
    .limit(limit)
    .execute();
}
