import { sql, type Expression } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject } from '@server/db/json-rows';
import { attachmentJsonFields } from '../attachments/attachment.mapper';
import { ticketLinkJsonFields, type TicketRow } from './ticket.mapper';

/*
 * The arms a ticket's unions share (db/json-rows.ts: one JSON object per row of a `union all`):
 * its inventors' links, co-applicants, attachments and answers, as ticket-related, the office's
 * page of a ticket and the reviewer's page read them. No I/O: each builds one `select` whose
 * columns are `kind` (the arm's number), `o1` and `o2` (the order inside the arm) and `data`,
 * then `ticket_id` with `withTicketId` (a union over several tickets).
 */

/** Which tickets an arm reads: one id (or an expression giving it), or a list of ids. */
export type TicketsOf = { id: number | Expression<number> } | { ids: readonly number[] };

export interface ArmOptions {
  /** Adds `ticket_id` as the last column: every arm of the union must then ask for it. */
  withTicketId?: boolean;
}

/** `column` names one of `tickets`: `= id`, or `in (ids)`; the values are parameters. */
const onTickets = (column: string, tickets: TicketsOf) =>
  'ids' in tickets
    ? sql<boolean>`${sql.ref(column)} in (${sql.join([...tickets.ids])})`
    : sql<boolean>`${sql.ref(column)} = ${tickets.id}`;

/** Every column of `tickets` (TicketRow): a column missing here does not compile. */
const TICKET_COLUMNS: Record<keyof TicketRow, true> = {
  id: true,
  title: true,
  summary: true,
  context: true,
  problem_identification: true,
  drawing: true,
  status: true,
  meeting_date: true,
  is_draft: true,
  submitter_id: true,
  created_at: true,
  updated_at: true,
  assignee_id: true,
  comments_count: true,
  public_disclosure_date: true,
  public_disclosure_kind: true,
  conception_date: true,
  funding: true,
  unconfirmed_count: true,
  form_version: true,
  answers_hash: true,
  submitter_affiliation_id: true,
  asked_info: true,
  decision: true,
  decided_at: true,
  search_text: true,
};

/** The row of `tickets` (under `table`, its name or alias) as the fields of a JSON object. */
export const ticketRowJsonFields = (table = 'tickets'): Record<keyof TicketRow, string> =>
  Object.fromEntries(
    Object.keys(TICKET_COLUMNS).map((column) => [column, `${table}.${column}`]),
  ) as Record<keyof TicketRow, string>;

/** The ticket's inventors' links, in their position order. */
export function linkArm(db: Db, kind: number, tickets: TicketsOf, options: ArmOptions = {}) {
  return db
    .selectFrom('ticket_inventors as ti')
    .select([
      sql.lit(kind).as('kind'),
      'ti.position as o1',
      sql.lit(0).as('o2'),
      jsonObject(db, ticketLinkJsonFields('ti')).as('data'),
    ])
    .where(onTickets('ti.ticket_id', tickets))
    .$if(options.withTicketId === true, (q) => q.select('ti.ticket_id'));
}

/** The ticket's co-applicants, in their position order (then as entered). */
export function coApplicantArm(db: Db, kind: number, tickets: TicketsOf, options: ArmOptions = {}) {
  return db
    .selectFrom('ticket_co_applications as tc')
    .select([
      sql.lit(kind).as('kind'),
      'tc.position as o1',
      'tc.id as o2',
      jsonObject(db, { value: 'tc.value' }).as('data'),
    ])
    .where(onTickets('tc.ticket_id', tickets))
    .$if(options.withTicketId === true, (q) => q.select('tc.ticket_id'));
}

/** The ticket's attachments, oldest first, each with its uploader's names (AttachmentRow). */
export function attachmentArm(db: Db, kind: number, tickets: TicketsOf, options: ArmOptions = {}) {
  return db
    .selectFrom('ticket_attachments as ta')
    .leftJoin('users', 'users.id', 'ta.uploaded_by')
    .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
    .select([
      sql.lit(kind).as('kind'),
      'ta.id as o1',
      sql.lit(0).as('o2'),
      jsonObject(db, attachmentJsonFields('ta')).as('data'),
    ])
    .where(onTickets('ta.ticket_id', tickets))
    .$if(options.withTicketId === true, (q) => q.select('ta.ticket_id'));
}

/** The ticket's questionnaire answers (`ticket_answers.answers`, a JSON text): one row or none. */
export function answersArm(db: Db, kind: number, tickets: TicketsOf, options: ArmOptions = {}) {
  return db
    .selectFrom('ticket_answers as tw')
    .select([
      sql.lit(kind).as('kind'),
      sql.lit(0).as('o1'),
      sql.lit(0).as('o2'),
      jsonObject(db, { answers: 'tw.answers' }).as('data'),
    ])
    .where(onTickets('tw.ticket_id', tickets))
    .$if(options.withTicketId === true, (q) => q.select('tw.ticket_id'));
}
