import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import {
  DISCLOSURE_FIELDS,
  isOpenTicketStatus,
  type Answers,
  type Ticket,
  ticketFormSchema,
} from '@inventor-portal/shared/schemas';
import type { TableVersions } from '@server/db/data-version';
import type { DB, Db } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { type UploadStore } from '@server/lib/uploads';
import { validate } from '@server/lib/validation';
import {
  deleteTicketRow,
  findVisibleTicket,
  hydrateTicketWithAnswers,
  hydrateTickets,
  listVisibleTickets,
} from './ticket.repository';
import { insertTicketWhole } from './ticket-insert.repository';
import { orderedInventors, tellAddedInventors, ticketInventorNames } from './ticket-inventors';
import { publishLive } from '@server/live/publish';
import type { MailContext } from '../notifications/event-notices.service';
import { activityInsert, recordActivity } from '../notifications/notifications.service';
import {
  assertContributions,
  attestationStates,
  versionHash,
} from '../attestation/attestation.service';
import { toTicket, type TicketRow } from './ticket.mapper';
import { checkDrawing, withDrawing } from './ticket-drawing';
import { attachmentKeysOf, removeAttachmentFiles } from '../attachments/attachments.service';
import {
  answersOfTickets,
  checkTicketAnswers,
  insertTicketAnswers,
  storedAnswers,
  ticketAnswersInsertFrom,
  versionForNewTicket,
} from '../forms/forms.service';

export { nameOf } from './ticket-inventors';

/** What a ticket write needs besides the database: where drawings are kept. */
export interface TicketDeps {
  /** The handle itself (not a transaction): a write opens its own transaction. */
  db: Kysely<DB>;
  uploads: UploadStore;
  /** The links and signatures of the event mails. */
  config: MailContext;
}

/** What a create or edit request sent: only the fields present are in `fields`. */
export interface TicketInput {
  fields: Record<string, unknown>;
  /** The drawing's bytes as sent; undefined: not sent; null: remove the current drawing. */
  drawing: Buffer | null | undefined;
  /** The questionnaire's answers as sent (a JSON text or an object); undefined: not sent. */
  answers?: unknown;
}

// Reading: a ticket is visible to its submitter and to every inventor named on it.

/**
 * One page of the caller's tickets, newest first, and the total. `answers`: each ticket also
 * carries its questionnaire answers (the exports ask; the list itself never reads them).
 */
export async function listTickets(
  db: Db,
  inventorId: number,
  page: { offset: number; pageSize: number },
  include: { answers: boolean } = { answers: false },
): Promise<{ count: number; results: Ticket[] }> {
  const { count, rows } = await listVisibleTickets(db, inventorId, page);
  const results = await hydrateTickets(db, rows);
  if (!include.answers) return { count, results };
  const answers = await answersOfTickets(
    db,
    rows.map((r) => r.id),
  );
  return { count, results: results.map((t) => ({ ...t, answers: answers.get(t.id) ?? {} })) };
}

/** The ticket, if the caller may see it; else the same 404 as a missing one. */
export async function getTicket(db: Db, id: number, inventorId: number): Promise<Ticket> {
  const row = await findVisibleTicket(db, id, inventorId);
  if (!row) throw notFound();
  return hydrateTicketWithAnswers(db, row);
}

const FORBIDDEN: Record<'edit' | 'delete', string> = {
  edit: 'Only the submitter can edit a pending ticket.',
  delete: 'Only the submitter can delete a pending ticket.',
};

/**
 * The ticket the caller wants to edit or delete: 404 when they may not see it, 403 unless they
 * submitted it and it is still pending (an edit also while the office asks for information).
 * Routes call it before reading the request body.
 */
export async function ticketToChange(
  db: Db,
  id: number,
  inventorId: number,
  change: 'edit' | 'delete',
): Promise<TicketRow> {
  const row = await findVisibleTicket(db, id, inventorId);
  if (!row) throw notFound();
  // An edit while the ticket is open (pending, or needs_info: API.md Part 2); a delete while pending.
  const open = change === 'edit' ? isOpenTicketStatus(row.status) : row.status === 'pending';
  if (row.submitter_id !== inventorId || !open) {
    throw new HttpError(403, FORBIDDEN[change]);
  }
  return row;
}

type DisclosureField = (typeof DISCLOSURE_FIELDS)[number];

/** The disclosure questions of a validated form (the shared DISCLOSURE_FIELDS). */
function disclosureOf<T extends Record<DisclosureField, unknown>>(
  payload: T,
): Pick<T, DisclosureField> {
  const disclosure = {} as Pick<T, DisclosureField>;
  for (const field of DISCLOSURE_FIELDS) disclosure[field] = payload[field];
  return disclosure;
}

/** The disclosure questions as the ticket's row stores them (`funding` a JSON list). */
export function disclosureColumns<
  T extends Record<DisclosureField, unknown> & { funding: string[] },
>(payload: T): Omit<Pick<T, DisclosureField>, 'funding'> & { funding: string } {
  return { ...disclosureOf(payload), funding: JSON.stringify(payload.funding) };
}

/**
 * A new pending ticket: the submitter is always among its inventors, the other inventors are
 * notified, and a `create` activity is logged for the submitter. Answers the ticket as the
 * inserts wrote it, without reading it back. `versions`: the table versions read with the
 * request's session (the published questionnaire is remembered until it changes).
 */
export async function createTicket(
  { db, uploads, config }: TicketDeps,
  submitterId: number,
  input: TicketInput,
  versions?: TableVersions,
): Promise<Ticket & { answers: Answers }> {
  const drawing = await checkDrawing(input.drawing);
  const payload = validate(ticketFormSchema, input.fields);
  const inventors = orderedInventors(submitterId, payload.inventors);
  const { names, known } = await ticketInventorNames(db, inventors);
  assertContributions(payload.contributions, inventors);
  // The version published now is the ticket's for good; a new ticket has no attachments yet.
  const form = await versionForNewTicket(db, versions);
  const answers = await checkTicketAnswers(db, form.definition, input.answers, {
    submitting: !payload.is_draft,
    ticketId: null,
  });
  const stored = storedAnswers(form.definition, answers);
  const answersRow = stored.row;
  const submitterName = names.get(submitterId) ?? '';
  const others = inventors.filter((i) => i !== submitterId);
  const { ticket, live } = await withDrawing(uploads, drawing, (key) => {
    const hash = versionHash({ ...payload, drawing: key, inventors, answers_hash: stored.hash });
    // Written whole by the inserts: the links with their attestation, the row with its
    // disclosure questions and its count of inventors yet to confirm.
    const { states: links, unconfirmed } = attestationStates({
      // The id is not known yet; the states depend on the submitter and the draft flag only.
      ticket: { id: 0, title: payload.title, submitterId, isDraft: payload.is_draft },
      inventors,
      contributions: payload.contributions,
      hash,
      added: others,
      submitterName,
    });
    return db.transaction().execute(async (trx) => {
      const now = nowIso();
      const feed = feedEvent('ticket.created', { title: payload.title });
      const activity = activityInsert(trx, [submitterId], 'create', feed);
      const row = await insertTicketWhole(
        trx,
        {
          title: payload.title,
          summary: payload.summary,
          context: payload.context,
          problem_identification: payload.problem_identification,
          drawing: key,
          is_draft: payload.is_draft ? 1 : 0,
          status: 'pending',
          meeting_date: null,
          submitter_id: submitterId,
          created_at: now,
          updated_at: now,
          form_version: form.version,
          answers_hash: stored.hash,
          ...disclosureColumns(payload),
          unconfirmed_count: unconfirmed,
        },
        {
          links,
          coApplications: payload.co_applications,
          more: [
            ...(answersRow === null
              ? []
              : [
                  {
                    statement: ticketAnswersInsertFrom(answersRow),
                    run: (ticketId: number) => insertTicketAnswers(trx, ticketId, answersRow),
                  },
                ]),
            { statement: activity, run: () => activity.execute() },
          ],
        },
      );
      const told = await tellAddedInventors(
        trx,
        config,
        { id: row.id, title: payload.title, isDraft: payload.is_draft, submitterName },
        others,
        false,
        known,
      );
      const created = toTicket(
        row,
        links.map(([inventor_id, state]) => ({ inventor_id, ...state })),
        payload.co_applications,
        [],
      );
      return { ticket: { ...created, answers }, live: told };
    });
  });
  await publishLive(db, live);
  return ticket;
}

/**
 * Deletes a ticket (the row comes from `ticketToChange`), logs it, then removes its drawing and
 * its attachments' files (their rows go with the ticket).
 */
export async function deleteTicket({ db, uploads }: TicketDeps, row: TicketRow): Promise<void> {
  const attachmentKeys = await attachmentKeysOf(db, row.id);
  await db.transaction().execute(async (trx) => {
    await deleteTicketRow(trx, row.id);
    await recordActivity(
      trx,
      [row.submitter_id],
      'delete',
      feedEvent('ticket.deleted', { title: row.title }),
    );
  });
  await uploads.remove('drawings', row.drawing);
  await removeAttachmentFiles(uploads, attachmentKeys);
}
