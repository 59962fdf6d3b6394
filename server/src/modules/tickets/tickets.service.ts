import type { Kysely, Transaction } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import {
  DISCLOSURE_FIELDS,
  inventorDisplayName,
  isOpenTicketStatus,
  LIMITS,
  NEEDS_INFO_MESSAGE_REQUIRED,
  type Ticket,
  ticketFormSchema,
  type TicketStatus,
} from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import { sniffImage, type UploadStore } from '@server/lib/uploads';
import { validate } from '@server/lib/validation';
import { existingInventorIds, findInventorNames } from '../inventors/inventors.service';
import type { TicketRow } from './ticket.mapper';
import {
  coApplicationsOf,
  deleteTicketRow,
  findTicket,
  findVisibleTicket,
  hydrateTickets,
  insertTicket,
  listVisibleTickets,
  replaceCoApplications,
  replaceTicketInventors,
  ticketInventorIds,
  updateTicketRow,
  updateTicketStatus,
} from './ticket.repository';
import { insertHistoryEntry } from './office-ticket.repository';
import { findUserByInventor } from '../accounts/users.service';
import type { LiveEvent } from '@server/live/events';
import { publishLive } from '@server/live/publish';
import { addedAsInventorMail, statusChangedMail } from '@server/mail/event-mails';
import { insertComment } from '../conversation/comments.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import { commentEvent } from '../conversation/comments.service';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { recordActivity } from '../notifications/notifications.service';
import {
  assertContributions,
  recordAttestation,
  versionHash,
} from '../attestation/attestation.service';
import { attestationLinks } from '../attestation/attestation.service';
import { contributionsOf, fundingOf } from './ticket.mapper';
import { ticketInventors, ticketOffice } from './ticket-audience.service';

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
}

/**
 * A refused ticket form that no schema reports (the drawing, unknown inventors, the multipart
 * body). The routes' `errorField` option adds `error`, which the create-ticket screen reads.
 */
export const ticketError = (message: string, field?: string, status = 400) =>
  new HttpError(status, message, field ? { [field]: [message] } : {});

export const DRAWING_TOO_LARGE = `Drawing must be at most ${LIMITS.drawingBytes / (1024 * 1024)} MB.`;
const DRAWING_NOT_IMAGE = 'Upload a valid image (PNG, JPEG, GIF or WebP).';

// ---------------------------------------------------------------------------------------------
// Reading: a ticket is visible to its submitter and to every inventor named on it.

/** One page of the caller's tickets, newest first, and the total. */
export async function listTickets(
  db: Db,
  inventorId: number,
  page: { offset: number; pageSize: number },
): Promise<{ count: number; results: Ticket[] }> {
  const { count, rows } = await listVisibleTickets(db, inventorId, page);
  return { count, results: await hydrateTickets(db, rows) };
}

/** The ticket, if the caller may see it; else the same 404 as a missing one. */
export async function getTicket(db: Db, id: number, inventorId: number): Promise<Ticket> {
  const row = await findVisibleTicket(db, id, inventorId);
  if (!row) throw notFound();
  const [ticket] = await hydrateTickets(db, [row]);
  return ticket;
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

// ---------------------------------------------------------------------------------------------
// Writing: the drawing file, the inventors, the notifications and the activity log.

interface CheckedDrawing {
  data: Buffer;
  ext: string;
}

/** A drawing is an image (sniffed, never the client's word) of at most 10 MB. */
async function checkDrawing(
  data: Buffer | null | undefined,
): Promise<CheckedDrawing | null | undefined> {
  if (!data) return data;
  if (data.length > LIMITS.drawingBytes) throw ticketError(DRAWING_TOO_LARGE, 'drawings');
  const type = await sniffImage(data);
  if (!type) throw ticketError(DRAWING_NOT_IMAGE, 'drawings');
  return { data, ext: type.ext };
}

/** Saves a new drawing, runs `work`, and removes the drawing again if `work` fails. */
async function withDrawing<T>(
  uploads: UploadStore,
  drawing: CheckedDrawing | null | undefined,
  work: (key: string | null) => Promise<T>,
): Promise<T> {
  const key = drawing ? await uploads.save('drawings', drawing.data, drawing.ext) : null;
  try {
    return await work(key);
  } catch (err) {
    await uploads.remove('drawings', key);
    throw err;
  }
}

/** The submitter first, then the other named inventors once each, in the order sent. */
const orderedInventors = (submitterId: number, ids: number[]): number[] => [
  ...new Set([submitterId, ...ids]),
];

async function assertInventorsExist(db: Db, ids: number[]): Promise<void> {
  const known = await existingInventorIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw ticketError(`Unknown inventor id(s): ${unknown.join(', ')}`, 'inventors');
  }
}

/** How messages name an inventor: the shared naming rule, with the email before the id. */
export async function nameOf(db: Db, inventorId: number): Promise<string> {
  const row = await findInventorNames(db, inventorId);
  return inventorDisplayName({ id: inventorId, ...row }, row?.email || `Inventor ${inventorId}`);
}

/**
 * Tells inventors they are on a ticket (`added_as_inventor`): the bell, and the mail once the
 * ticket is submitted (a draft is nobody's business yet). `mailOnly`: those already told by
 * the bell while it was a draft, now that it is submitted.
 */
async function tellAddedInventors(
  trx: Transaction<DB>,
  config: MailContext,
  ticket: { id: number; title: string; submitterId: number; isDraft: boolean },
  inventorIds: number[],
  mailOnly = false,
): Promise<LiveEvent[]> {
  if (inventorIds.length === 0 || (mailOnly && ticket.isDraft)) return [];
  const submitterName = await nameOf(trx, ticket.submitterId);
  return sendEventNotice(
    trx,
    config,
    { inventorIds },
    {
      event: 'added_as_inventor',
      ticket: { id: ticket.id, title: ticket.title },
      feed: feedEvent('ticket.co_inventor_added', { title: ticket.title, name: submitterName }),
      mail: ticket.isDraft
        ? null
        : (recipient, ref) => addedAsInventorMail(recipient, ref, { submitterName }),
      channels: mailOnly ? { inApp: false, email: true } : undefined,
    },
  );
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

async function loadTicket(db: Db, id: number): Promise<Ticket> {
  const row = await findTicket(db, id);
  if (!row) throw new Error(`ticket ${id} vanished`);
  const [ticket] = await hydrateTickets(db, [row]);
  return ticket;
}

/**
 * A new pending ticket: the submitter is always among its inventors, the other inventors are
 * notified, and a `create` activity is logged for the submitter.
 */
export async function createTicket(
  { db, uploads, config }: TicketDeps,
  submitterId: number,
  input: TicketInput,
): Promise<Ticket> {
  const drawing = await checkDrawing(input.drawing);
  const payload = validate(ticketFormSchema, input.fields);
  const inventors = orderedInventors(submitterId, payload.inventors);
  await assertInventorsExist(db, inventors);
  assertContributions(payload.contributions, inventors);
  const submitterName = await nameOf(db, submitterId);
  const { id, live } = await withDrawing(uploads, drawing, (key) =>
    db.transaction().execute(async (trx) => {
      const now = nowIso();
      const ticketId = await insertTicket(trx, {
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
      });
      await replaceTicketInventors(trx, ticketId, inventors);
      await replaceCoApplications(trx, ticketId, payload.co_applications);
      const others = inventors.filter((i) => i !== submitterId);
      const told = await tellAddedInventors(
        trx,
        config,
        { id: ticketId, title: payload.title, submitterId, isDraft: payload.is_draft },
        others,
      );
      await recordActivity(
        trx,
        [submitterId],
        'create',
        feedEvent('ticket.created', { title: payload.title }),
      );
      await recordAttestation(trx, config, {
        ticket: { id: ticketId, title: payload.title, submitterId, isDraft: payload.is_draft },
        inventors,
        contributions: payload.contributions,
        disclosure: disclosureOf(payload),
        hash: versionHash({ ...payload, drawing: key, inventors }),
        added: others,
        submitterName,
      });
      return { id: ticketId, live: told };
    }),
  );
  await publishLive(db, live);
  return loadTicket(db, id);
}

/**
 * A partial edit (the row comes from `ticketToChange`): fields not sent keep their value, a
 * sent inventors list replaces the old one, newly named inventors are notified, a new drawing
 * replaces the old file, and an `update` activity is logged. An edit while the office asks for
 * information (`needs_info`) puts the ticket back to `pending`, with a history entry, and
 * notifies the office (the assignee, or every office account while unassigned).
 */
export async function updateTicket(
  { db, uploads, config }: TicketDeps,
  row: TicketRow,
  input: TicketInput,
): Promise<Ticket> {
  const drawing = await checkDrawing(input.drawing);
  const sent = input.fields;
  const currentInventors = await ticketInventorIds(db, row.id);
  const links = await attestationLinks(db, row.id);
  const currentContributions = contributionsOf(links);
  const merged = {
    title: row.title,
    summary: row.summary,
    context: row.context,
    problem_identification: row.problem_identification,
    is_draft: Boolean(row.is_draft),
    inventors: currentInventors,
    co_applications: 'co_applications' in sent ? [] : await coApplicationsOf(db, row.id),
    contributions: currentContributions,
    public_disclosure_date: row.public_disclosure_date,
    public_disclosure_kind: row.public_disclosure_kind,
    conception_date: row.conception_date,
    funding: fundingOf(row),
    ...sent,
  };
  const payload = validate(ticketFormSchema, merged);
  const inventors = orderedInventors(row.submitter_id, payload.inventors);
  await assertInventorsExist(db, inventors);
  assertContributions(payload.contributions, inventors);
  const submitterName = await nameOf(db, row.submitter_id);
  const beforeHash = versionHash({
    ...row,
    inventors: currentInventors,
    contributions: currentContributions,
  });
  const added = inventors.filter((i) => i !== row.submitter_id && !currentInventors.includes(i));
  // Submitting a draft: the inventors it already listed are now on a submitted ticket.
  const listedBefore =
    row.is_draft && !payload.is_draft
      ? inventors.filter((i) => i !== row.submitter_id && currentInventors.includes(i))
      : [];
  const ticketRef = {
    id: row.id,
    title: payload.title,
    submitterId: row.submitter_id,
    isDraft: payload.is_draft,
  };
  const live = await withDrawing(uploads, drawing, (newKey) =>
    db.transaction().execute(async (trx) => {
      const drawingKey = input.drawing === undefined ? row.drawing : newKey;
      await updateTicketRow(trx, row.id, { ...payload, drawing: drawingKey });
      if ('inventors' in sent) await replaceTicketInventors(trx, row.id, inventors);
      if ('co_applications' in sent) {
        await replaceCoApplications(trx, row.id, payload.co_applications);
      }
      const told = [
        ...(await tellAddedInventors(trx, config, ticketRef, added)),
        ...(await tellAddedInventors(trx, config, ticketRef, listedBefore, true)),
      ];
      await recordActivity(
        trx,
        [row.submitter_id],
        'update',
        feedEvent('ticket.updated', { title: payload.title }),
      );
      told.push(
        ...(await recordAttestation(trx, config, {
          ticket: ticketRef,
          inventors,
          contributions: payload.contributions,
          disclosure: disclosureOf(payload),
          hash: versionHash({ ...payload, drawing: drawingKey, inventors }),
          before: { links, hash: beforeHash, wasDraft: Boolean(row.is_draft) },
          added,
          submitterName,
        })),
      );
      if (row.status === 'needs_info') {
        await updateTicketStatus(trx, row.id, 'pending', row.meeting_date);
        const submitter = await findUserByInventor(trx, row.submitter_id);
        await insertHistoryEntry(trx, row.id, {
          status: 'pending',
          meeting_date: row.meeting_date,
          message: null,
          by_user_id: submitter?.id ?? null,
        });
        const office = await ticketOffice(trx, row);
        told.push(
          ...(await sendEventNotice(
            trx,
            config,
            { userIds: office },
            {
              event: 'status_changed',
              ticket: { id: row.id, title: payload.title },
              feed: feedEvent('ticket.resubmitted', { title: payload.title }),
              mail: null,
            },
          )),
        );
      }
      return told;
    }),
  );
  await publishLive(db, live);
  if (input.drawing !== undefined) await uploads.remove('drawings', row.drawing);
  return loadTicket(db, row.id);
}

/** Deletes a ticket (the row comes from `ticketToChange`), logs it, then removes its drawing. */
export async function deleteTicket({ db, uploads }: TicketDeps, row: TicketRow): Promise<void> {
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
}

// ---------------------------------------------------------------------------------------------
// Status: set by the office (the office routes and the admin CLI), never by the inventors.

export interface StatusChange {
  ticketId: number;
  status: TicketStatus;
  /** undefined keeps the current meeting date; null clears it. */
  meetingDate: string | null | undefined;
  /** What the office tells the inventors; required for `needs_info`. */
  message?: string | null;
  /** The office account making the change; null or absent for the admin CLI. */
  actor?: Actor;
}

/** `400 {"message": ["Say what information is needed."]}`. */
export const needsInfoMessageRequired = () =>
  new HttpError(400, NEEDS_INFO_MESSAGE_REQUIRED, { message: [NEEDS_INFO_MESSAGE_REQUIRED] });

/**
 * Sets a ticket's status (and meeting date), in one transaction: a history entry (with the
 * message and who made the change), a notification to its submitter and every inventor, an
 * `approve` (approved) or `update` activity for each, and an audit entry. `needs_info` needs a
 * message (400 otherwise). Null when there is no such ticket, or it is still a draft (drafts
 * are invisible to the office).
 *
 * The inventors' bell and mail follow their `status_changed` settings; the mail carries the
 * message and, when the change sets a meeting date, `meeting.ics`. The message is kept in the
 * history and, from an office account, also posted as an office comment in the thread (the
 * admin CLI has no account to write it: its message stays in the history, bell and mail).
 */
export async function setTicketStatus(
  db: Kysely<DB>,
  change: StatusChange,
  config: MailContext,
): Promise<{ ticket: Ticket; notified: number[] } | null> {
  const message = change.message?.trim() || null;
  if (change.status === 'needs_info' && !message) throw needsInfoMessageRequired();
  const ticket = await findTicket(db, change.ticketId);
  if (!ticket || ticket.is_draft) return null;
  const inventors = await ticketInventors(db, ticket);
  const meetingDate = change.meetingDate === undefined ? ticket.meeting_date : change.meetingDate;
  const actor = change.actor ?? null;
  const newMeeting = change.meetingDate ?? null;
  const live = await db.transaction().execute(async (trx) => {
    await updateTicketStatus(trx, ticket.id, change.status, meetingDate);
    await insertHistoryEntry(trx, ticket.id, {
      status: change.status,
      meeting_date: meetingDate,
      message,
      by_user_id: actor?.userId ?? null,
    });
    const told = await sendEventNotice(
      trx,
      config,
      { inventorIds: inventors },
      {
        event: 'status_changed',
        ticket: { id: ticket.id, title: ticket.title },
        feed: feedEvent('ticket.status_changed', {
          title: ticket.title,
          status: change.status,
          meeting_date: change.meetingDate ?? null,
        }),
        mail: (recipient, ref) =>
          statusChangedMail(recipient, ref, {
            status: change.status,
            message,
            meetingDate: newMeeting,
            domain: new URL(config.publicUrl).hostname || 'inventor-portal.local',
          }),
      },
    );
    const type = change.status === 'approved' ? 'approve' : 'update';
    await recordActivity(
      trx,
      inventors,
      type,
      feedEvent('ticket.status_set', { title: ticket.title, status: change.status }),
    );
    // The audit log keeps its English summary (the office's own record).
    const summary = `Ticket '${ticket.title}' set to ${change.status}`;
    await recordAudit(trx, actor, 'ticket.status', { type: 'ticket', id: ticket.id }, summary);
    if (actor && message) {
      const commentId = await insertComment(trx, {
        ticketId: ticket.id,
        authorId: actor.userId,
        authorRole: 'office',
        body: message,
        at: nowIso(),
      });
      told.push(...(await commentEvent(trx, ticket, commentId)));
    }
    return told;
  });
  await publishLive(db, live);
  return { ticket: await loadTicket(db, ticket.id), notified: inventors };
}
