import type { Ticket } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { parseJsonCell } from '@server/db/json-rows';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { type AttachmentRow, toAttachment } from '../attachments/attachment.mapper';
import { answersArm, attachmentArm, coApplicantArm, linkArm } from './ticket-arms.mapper';
import type { TicketLink } from './ticket.mapper';
import { push, ticketRelatedBatched } from './ticket-related-lists.repository';

/** What tickets carry besides their own row: inventors, co-applicants, attachments. */
export interface TicketRelated {
  inventors: Map<number, TicketLink[]>;
  coApplicants: Map<number, string[]>;
  attachments: Map<number, Ticket['attachments']>;
  /** `ticket_answers.answers` (a JSON text) of those that have answers, when asked for. */
  answers: Map<number, string>;
}

/** The arms of the union, in the order their rows come. */
const INVENTOR = 0;
const CO_APPLICANT = 1;
const ATTACHMENT = 2;
const ANSWERS = 3;

/**
 * The related rows of the tickets `ids` in ONE statement (a `union all` of the three tables,
 * each row's columns as a JSON object, db/json-rows.ts) instead of one query per table:
 * inventors in their position order, co-applicants in theirs, attachments oldest first; with
 * `answers`, the answers' row too. Compiled once per list length (at most the page size limit).
 */
function relatedQuery(db: Db, length: number, answers: boolean) {
  return precompiledFor(
    db,
    `tickets.related.${answers ? 'answers.' : ''}${length}`,
    (...ids: number[]) => {
      const tickets = { ids };
      const options = { withTicketId: true };
      return linkArm(db, INVENTOR, tickets, options)
        .unionAll(coApplicantArm(db, CO_APPLICANT, tickets, options))
        .unionAll(attachmentArm(db, ATTACHMENT, tickets, options))
        .$if(answers, (q) => q.unionAll(answersArm(db, ANSWERS, tickets, options)))
        .orderBy('kind')
        .orderBy('ticket_id')
        .orderBy('o1')
        .orderBy('o2');
    },
    idPlaceholders(length),
  );
}

/**
 * The inventors, co-applicants and attachments of the tickets `ids`, by ticket id; their
 * answers too with `options.answers` (in the same statement). One ticket (a detail page, the
 * answer of a write): one statement; a list page: ticket-related-lists.repository.ts (one
 * batched query per table on SQLite, one statement on PostgreSQL).
 */
export async function ticketRelated(
  db: Db,
  ids: readonly number[],
  options: { answers?: boolean } = {},
): Promise<TicketRelated> {
  const related: TicketRelated = {
    inventors: new Map(),
    coApplicants: new Map(),
    attachments: new Map(),
    answers: new Map(),
  };
  if (ids.length === 0) return related;
  // A page of several tickets: see ticket-related-lists.repository.ts.
  if (ids.length > 1 && !options.answers) return ticketRelatedBatched(db, ids);
  const query = relatedQuery(db, ids.length, options.answers === true);
  const { rows } = await db.executeQuery(query(...ids));
  for (const row of rows) {
    const ticketId = Number(row.ticket_id);
    const kind = Number(row.kind);
    if (kind === INVENTOR) push(related.inventors, ticketId, parseJsonCell<TicketLink>(row.data));
    else if (kind === CO_APPLICANT)
      push(related.coApplicants, ticketId, parseJsonCell<{ value: string }>(row.data).value);
    else if (kind === ATTACHMENT)
      push(related.attachments, ticketId, toAttachment(parseJsonCell<AttachmentRow>(row.data)));
    else related.answers.set(ticketId, parseJsonCell<{ answers: string }>(row.data).answers);
  }
  return related;
}
