import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import type { TicketLink, TicketRow } from '../tickets/ticket.mapper';

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

/** The SQL type each attestation column is cast to inside the CASE of `writeAttestationStates`. */
const COLUMN_TYPES: Record<keyof AttestationState, 'integer' | 'text'> = {
  percent: 'integer',
  confirmation_state: 'text',
  confirmation_at: 'text',
  decline_reason: 'text',
  confirmed_hash: 'text',
};

/**
 * Writes the attestation of several inventors of a ticket in one statement (a CASE per column
 * on the inventor id): an edit of a ticket with ten inventors is one round trip, not ten.
 */
export async function writeAttestationStates(
  db: Db,
  ticketId: number,
  states: ReadonlyArray<readonly [inventorId: number, state: AttestationState]>,
): Promise<void> {
  if (states.length === 0) return;
  if (states.length === 1) return writeAttestationState(db, ticketId, states[0][0], states[0][1]);
  // Each value is cast: PostgreSQL cannot infer a CASE branch's type from a bare parameter.
  const column = <K extends keyof AttestationState>(key: K) =>
    sql<AttestationState[K]>`case inventor_id ${sql.join(
      states.map(
        ([inventorId, state]) =>
          sql`when ${inventorId} then cast(${state[key]} as ${sql.raw(COLUMN_TYPES[key])})`,
      ),
      sql` `,
    )} end`;
  await db
    .updateTable('ticket_inventors')
    .set({
      percent: column('percent'),
      confirmation_state: column('confirmation_state'),
      confirmation_at: column('confirmation_at'),
      decline_reason: column('decline_reason'),
      confirmed_hash: column('confirmed_hash'),
    })
    .where('ticket_id', '=', ticketId)
    .where(
      'inventor_id',
      'in',
      states.map(([inventorId]) => inventorId),
    )
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

/** `tickets.unconfirmed_count` (the office queue's filter) counted afresh from the links. */
const unconfirmedCount = (ticketId: number) =>
  sql<number>`(select count(*) from ticket_inventors ti
    where ti.ticket_id = ${ticketId} and ti.confirmation_state <> 'confirmed')`;

/** Keeps `tickets.unconfirmed_count` (the office queue's filter) in step with the links. */
export async function refreshUnconfirmedCount(db: Db, ticketId: number): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ unconfirmed_count: unconfirmedCount(ticketId) })
    .where('id', '=', ticketId)
    .execute();
}

/** `refreshUnconfirmedCount`, answering the ticket's row as the update left it. */
export async function refreshUnconfirmedCountReturning(
  db: Db,
  ticketId: number,
): Promise<TicketRow> {
  return db
    .updateTable('tickets')
    .set({ unconfirmed_count: unconfirmedCount(ticketId) })
    .where('id', '=', ticketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
