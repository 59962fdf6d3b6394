import { sql, type ExpressionBuilder } from 'kysely';
import { ticketInventorAudience, type NotificationEvent } from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { jsonObject, parseJsonCell, type JsonCell } from '@server/db/json-rows';
import {
  recipientJsonFields,
  recipientOfRow,
  type EventRecipientAccount,
  type RecipientRow,
} from '../notifications/recipient.mapper';
import { officeHearsOfTicket } from '../reviews/review-access.service';
import { ticketRowJsonFields } from '../tickets/ticket-arms.mapper';
import type { TicketRow } from '../tickets/ticket.mapper';
import { visibleTo } from '../tickets/ticket-reads.service';
import type { CommentCaller } from './comment-caller';

/** What a new comment reads before it is written, in one statement (a `union all` of arms). */
export interface CommentContext {
  ticket: TicketRow;
  /** Who of the inventors hears of it: the submitter, then each other inventor once. */
  inventors: number[];
  /** The office staff who may hear of the ticket (none for a draft; no declared conflict). */
  officeCandidates: number[];
  /** The accounts of `inventors` and `officeCandidates`, with their channels for the event. */
  accounts: EventRecipientAccount[];
}

const TICKET = 0;
const INVENTOR = 1;
const ACCOUNT = 2;
const OFFICE = 3;

/**
 * The thread's rule (comments.service `ticketForThread`): an inventor of it, or the office on
 * a non-draft.
 */
function threadVisibleTo(caller: CommentCaller) {
  return (eb: ExpressionBuilder<DB, 'tickets'>) =>
    eb.or([
      ...(caller.inventorId === null ? [] : [visibleTo(caller.inventorId)(eb)]),
      ...(caller.role === 'office' ? [eb('tickets.is_draft', '=', 0)] : []),
    ]);
}

/** An account with its inventor's names and its channels for `event`, as the arm `kind`. */
function accountsArm(db: Db, kind: number, event: NotificationEvent) {
  return db
    .selectFrom('users as u')
    .leftJoin('inventors as i', 'i.id', 'u.inventor_id')
    .leftJoin('notification_settings as ns', (join) =>
      join.onRef('ns.user_id', '=', 'u.id').on('ns.event', '=', event),
    )
    .select([
      sql.lit(kind).as('kind'),
      'u.id as o1',
      jsonObject(db, recipientJsonFields('u', 'i', 'ns')).as('data'),
    ]);
}

function contextQuery(db: Db, caller: CommentCaller, ticketId: number, event: NotificationEvent) {
  const ticket = db
    .selectFrom('tickets')
    .select([sql.lit(TICKET).as('kind'), sql.lit(0).as('o1')])
    .select(jsonObject(db, ticketRowJsonFields()).as('data'))
    .where('tickets.id', '=', ticketId)
    .where(threadVisibleTo(caller));
  const inventors = db
    .selectFrom('ticket_inventors as ti')
    .select([sql.lit(INVENTOR).as('kind'), 'ti.position as o1'])
    .select(jsonObject(db, { inventor_id: 'ti.inventor_id' }).as('data'))
    .where('ti.ticket_id', '=', ticketId);
  const inventorAccounts = accountsArm(db, ACCOUNT, event).where(
    'u.inventor_id',
    'in',
    sql<number>`(select ti.inventor_id from ticket_inventors ti where ti.ticket_id = ${ticketId}
      union select t.submitter_id from tickets t where t.id = ${ticketId})`,
  );
  const office = accountsArm(db, OFFICE, event)
    .innerJoin('tickets as t', (join) => join.on('t.id', '=', ticketId).on('t.is_draft', '=', 0))
    .where(officeHearsOfTicket('u', ticketId));
  return ticket
    .unionAll(inventors)
    .unionAll(inventorAccounts)
    .unionAll(office)
    .orderBy('kind')
    .orderBy('o1');
}

/**
 * The ticket `ticketId` if the caller may read its thread, with who hears of a comment on it
 * and their channels for `event`, in ONE statement; undefined when the caller may not (the
 * other arms' rows are then dropped unread).
 */
export async function commentContext(
  db: Db,
  caller: CommentCaller,
  ticketId: number,
  event: NotificationEvent,
): Promise<CommentContext | undefined> {
  if (caller.inventorId === null && caller.role !== 'office') return undefined;
  const rows = await contextQuery(db, caller, ticketId, event).execute();
  if (rows.length === 0 || Number(rows[0].kind) !== TICKET) return undefined;
  const ticket = parseJsonCell<TicketRow>(rows[0].data as JsonCell);
  const named: number[] = [];
  const officeCandidates: number[] = [];
  const accounts = new Map<number, EventRecipientAccount>();
  for (const { kind, data } of rows.slice(1)) {
    const cell = data as JsonCell;
    if (Number(kind) === INVENTOR) {
      named.push(parseJsonCell<{ inventor_id: number }>(cell).inventor_id);
      continue;
    }
    const account = recipientOfRow(parseJsonCell<RecipientRow>(cell), event);
    accounts.set(account.id, account);
    if (Number(kind) === OFFICE) officeCandidates.push(account.id);
  }
  return {
    ticket,
    inventors: ticketInventorAudience(ticket.submitter_id, named),
    officeCandidates,
    accounts: [...accounts.values()],
  };
}
