import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely';
import type { Answers, Ticket } from '@inventor-portal/shared/schemas';
import type { DB, Db, TicketTable } from '@server/db/database';
import { pageQuery, runPageQuery } from '@server/db/page-with-total';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { normalizeSearch } from '@server/lib/search-text';
import { nowIso } from '@server/lib/time';
import { answersOf } from '../forms/forms.mapper';
import type { AttestationState } from '../attestation/attestation.service';
import { toTicket, type TicketRow } from './ticket.mapper';
import { ticketRelated, type TicketRelated } from './ticket-related.repository';

/** A ticket is visible to its submitter and to every inventor named on it. */
export const visibleTo = (inventorId: number) => (eb: ExpressionBuilder<DB, 'tickets'>) =>
  eb.or([
    eb('tickets.submitter_id', '=', inventorId),
    eb.exists(
      eb
        .selectFrom('ticket_inventors')
        .select('ticket_inventors.ticket_id')
        .whereRef('ticket_inventors.ticket_id', '=', 'tickets.id')
        .where('ticket_inventors.inventor_id', '=', inventorId),
    ),
  ]);

/** Ids of the tickets visible to the caller: named inventor, or submitter (two index lookups). */
const visibleIdList = (db: Db, inventorId: number) =>
  db
    .selectFrom('ticket_inventors')
    .select('ticket_inventors.ticket_id')
    .where('ticket_inventors.inventor_id', '=', inventorId)
    .union(
      db
        .selectFrom('tickets as own')
        .select('own.id as ticket_id')
        .where('own.submitter_id', '=', inventorId),
    );

/**
 * The same rule as a list of ids (named inventor, or submitter): the list query looks its
 * tickets up by primary key instead of testing every ticket of the table.
 */
const visibleIds = (db: Db, inventorId: number) => (eb: ExpressionBuilder<DB, 'tickets'>) =>
  eb('tickets.id', 'in', visibleIdList(db, inventorId));

/**
 * Turns ticket rows into API objects with one query for all their related rows (inventors,
 * co-applications, attachments: ticket-related.repository.ts).
 */
export async function hydrateTickets(db: Db, rows: TicketRow[]): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  return ticketsWithRelated(
    rows,
    await ticketRelated(
      db,
      rows.map((r) => r.id),
    ),
  );
}

/** Ticket rows as API objects with their related rows, read already. */
export function ticketsWithRelated(
  rows: TicketRow[],
  { inventors, coApplicants, attachments }: TicketRelated,
): Ticket[] {
  return rows.map((r) =>
    toTicket(
      r,
      inventors.get(r.id) ?? [],
      coApplicants.get(r.id) ?? [],
      attachments.get(r.id) ?? [],
    ),
  );
}

/**
 * One ticket as it is read alone: `hydrateTickets` with its answers, in the same statement
 * as its other related rows.
 */
export async function hydrateTicketWithAnswers(
  db: Db,
  row: TicketRow,
): Promise<Ticket & { answers: Answers }> {
  return ticketWithAnswers(row, await ticketRelated(db, [row.id], { answers: true }));
}

/** The ticket of `row` with its related rows and answers (`ticketRelated` with `answers`). */
export function ticketWithAnswers(
  row: TicketRow,
  related: TicketRelated,
): Ticket & { answers: Answers } {
  return {
    ...toTicket(
      row,
      related.inventors.get(row.id) ?? [],
      related.coApplicants.get(row.id) ?? [],
      related.attachments.get(row.id) ?? [],
    ),
    answers: answersOf(related.answers.get(row.id)),
  };
}

/** How many tickets the caller sees: a union of the two id indexes, counted. */
const visibleCount = (db: Db, inventorId: number) =>
  db
    .selectFrom(visibleIdList(db, inventorId).as('visible'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'));

/** One page of the caller's tickets, newest first, with the total (one query, page-with-total.ts). */
export async function listVisibleTickets(
  db: Kysely<DB>,
  inventorId: number,
  page: { offset: number; pageSize: number },
): Promise<{ count: number; rows: TicketRow[] }> {
  // Compiled once: the list runs on every visit of the tickets screen.
  const query = precompiledFor(
    db,
    'tickets.page',
    (me: number, limit: number, offset: number) =>
      pageQuery(
        db
          .selectFrom('tickets')
          .selectAll('tickets')
          .where(visibleIds(db, me))
          .orderBy('tickets.created_at', 'desc')
          .orderBy('tickets.id', 'desc'),
        visibleCount(db, me),
        { limit, offset },
      ),
    idPlaceholders(3) as [number, number, number],
  );
  return runPageQuery(
    db,
    query(inventorId, page.pageSize, page.offset),
    () => visibleCount(db, inventorId),
    page.offset,
  );
}

export async function findVisibleTicket(
  db: Db,
  id: number,
  inventorId: number,
): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets')
    .selectAll('tickets')
    .where('tickets.id', '=', id)
    .where(visibleTo(inventorId))
    .executeTakeFirst();
}

export async function findTicket(db: Db, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function ticketInventorIds(db: Db, ticketId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ticket_inventors')
    .select('inventor_id')
    .where('ticket_id', '=', ticketId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.inventor_id);
}

/** The fields a create or an edit writes. */
export interface TicketWrite {
  title: string;
  summary: string;
  context: string;
  problem_identification: string;
  is_draft: boolean;
  drawing: string | null;
}

export type TicketInsert = Omit<Insertable<TicketTable>, 'id'>;

export async function insertTicket(db: Db, values: TicketInsert): Promise<number> {
  return (await insertTicketReturning(db, values)).id;
}

/**
 * Inserts a ticket and answers its row as stored (but for the columns analytics triggers fill
 * after the insert, which no answer shows): a creation answers without reading it back.
 */
export async function insertTicketReturning(db: Db, values: TicketInsert): Promise<TicketRow> {
  return db
    .insertInto('tickets')
    .values({ ...values, search_text: normalizeSearch(values.title) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Writes an edit's fields, and with them `also` (an edit's answers hash, disclosure questions
 * and count of inventors yet to confirm): one statement, answering the row as it left it.
 */
export async function updateTicketRow(
  db: Db,
  id: number,
  data: TicketWrite,
  also: Updateable<TicketTable> = {},
): Promise<TicketRow> {
  return db
    .updateTable('tickets')
    .set({
      ...also,
      title: data.title,
      search_text: normalizeSearch(data.title),
      summary: data.summary,
      context: data.context,
      problem_identification: data.problem_identification,
      drawing: data.drawing,
      is_draft: data.is_draft ? 1 : 0,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTicketStatus(
  db: Db,
  id: number,
  status: string,
  meetingDate: string | null,
): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ status, meeting_date: meetingDate, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function replaceTicketInventors(
  db: Db,
  ticketId: number,
  links: ReadonlyArray<readonly [inventorId: number, attestation: Partial<AttestationState>]>,
): Promise<void> {
  await db.deleteFrom('ticket_inventors').where('ticket_id', '=', ticketId).execute();
  await insertTicketInventors(db, ticketId, links);
}

/**
 * Links inventors to a ticket in their order, each with the attestation columns given (a new
 * ticket's: attestation.service newTicketAttestation; an edit writes them after the links).
 */
export async function insertTicketInventors(
  db: Db,
  ticketId: number,
  links: ReadonlyArray<readonly [inventorId: number, attestation: Partial<AttestationState>]>,
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('ticket_inventors')
    .values(
      links.map(([inventor_id, attestation], position) => ({
        ticket_id: ticketId,
        inventor_id,
        position,
        ...attestation,
      })),
    )
    .execute();
}

export async function replaceCoApplications(
  db: Db,
  ticketId: number,
  values: string[],
): Promise<void> {
  await db.deleteFrom('ticket_co_applications').where('ticket_id', '=', ticketId).execute();
  await insertCoApplications(db, ticketId, values);
}

export async function insertCoApplications(
  db: Db,
  ticketId: number,
  values: string[],
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insertInto('ticket_co_applications')
    .values(values.map((value, position) => ({ ticket_id: ticketId, value, position })))
    .execute();
}

export async function deleteTicketRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('tickets').where('id', '=', id).execute();
}

/** Whether some ticket visible to the caller holds this drawing (the files route's check). */
export async function drawingVisibleTo(db: Db, key: string, inventorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tickets')
    .select('tickets.id')
    .where('tickets.drawing', '=', key)
    .where(visibleTo(inventorId))
    .executeTakeFirst();
  return row !== undefined;
}
