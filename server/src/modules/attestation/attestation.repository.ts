import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import type { TicketLink } from '../tickets/ticket.mapper';

/** A ticket inventor's attestation columns, as written. */
export interface AttestationState {
  percent: number | null;
  confirmation_state: 'pending' | 'confirmed' | 'declined';
  confirmation_at: string | null;
  decline_reason: string | null;
  confirmed_hash: string | null;
}

export type AttestationLink = TicketLink & { confirmed_hash: string | null };

/** The ticket's inventors in position order, with their shares and confirmations. */
export async function attestationLinks(db: Db, ticketId: number): Promise<AttestationLink[]> {
  return db
    .selectFrom('ticket_inventors')
    .select([
      'inventor_id',
      'percent',
      'confirmation_state',
      'confirmation_at',
      'decline_reason',
      'confirmed_hash',
    ])
    .where('ticket_id', '=', ticketId)
    .orderBy('position')
    .execute();
}

export async function writeAttestationState(
  db: Db,
  ticketId: number,
  inventorId: number,
  state: AttestationState,
): Promise<void> {
  await db
    .updateTable('ticket_inventors')
    .set(state)
    .where('ticket_id', '=', ticketId)
    .where('inventor_id', '=', inventorId)
    .execute();
}

/**
 * Sets one inventor's confirmation unless it already is `confirmed` (when `onlyIfNot` says
 * so): how many rows changed, so a concurrent second confirm answers 409.
 */
export async function setConfirmation(
  db: Db,
  ticketId: number,
  inventorId: number,
  state: Omit<AttestationState, 'percent'>,
  onlyIfNotConfirmed: boolean,
): Promise<number> {
  const result = await db
    .updateTable('ticket_inventors')
    .set(state)
    .where('ticket_id', '=', ticketId)
    .where('inventor_id', '=', inventorId)
    .$if(onlyIfNotConfirmed, (q) => q.where('confirmation_state', '<>', 'confirmed'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Keeps `tickets.unconfirmed_count` (the office queue's filter) in step with the links. */
export async function refreshUnconfirmedCount(db: Db, ticketId: number): Promise<void> {
  await db
    .updateTable('tickets')
    .set({
      unconfirmed_count: sql<number>`(select count(*) from ticket_inventors ti
        where ti.ticket_id = ${ticketId} and ti.confirmation_state <> 'confirmed')`,
    })
    .where('id', '=', ticketId)
    .execute();
}

/** The disclosure questions of a ticket. */
export interface DisclosureFields {
  public_disclosure_date: string | null;
  public_disclosure_kind: string | null;
  conception_date: string | null;
  funding: string[];
}

export async function writeDisclosureFields(
  db: Db,
  ticketId: number,
  fields: DisclosureFields,
): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ ...fields, funding: JSON.stringify(fields.funding) })
    .where('id', '=', ticketId)
    .execute();
}
