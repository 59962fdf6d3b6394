import { Readable } from 'node:stream';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENTS_LOCKED,
  ATTACHMENTS_TOO_MANY,
  isOpenTicketStatus,
  type TicketAttachment,
} from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { normalizeSearch } from '@server/lib/search-text';
import { storedBytes, storesInDatabase } from '@server/lib/database-upload-store';
import type { UploadStore } from '@server/lib/uploads';
import type { LiveEvent } from '@server/live/events';
import { publishLive } from '@server/live/publish';
import { accountDisplayName } from '../accounts/users.service';
import { recordContentEdit, versionHash } from '../attestation/attestation.service';
import type { MailContext } from '../notifications/event-notices.service';
import { contributionsOf, type TicketRow } from '../tickets/ticket.mapper';
import { findTicket, findVisibleTicket } from '../tickets/ticket-reads.service';
import { conflictClosesTicket, reviewerReadsTicket } from '../reviews/review-access.service';
import { fileError, safeAttachmentName, sniffAttachment } from './attachment-files';
import { toAttachment, type AttachmentRow } from './attachment.mapper';
import { attachmentEditState, type AttachmentEditState } from './attachment-edit.repository';
import {
  attachmentIdsAndKeys,
  attachmentRowsOf,
  deleteAttachmentRow,
  insertAttachment,
  touchTicket,
} from './attachment.repository';
import { zipStream } from './attachment-zip';

/*
 * A ticket's attachments (API.md Part 3 "Attachments"): who may read and change them, adding
 * (sniffed, at most 20 MB, 20 per ticket), removing, the list, one file, and the zip of all.
 * Adding or removing one on a submitted ticket is an edit of its content: the confirmations
 * start again (attestation.service `recordContentEdit`).
 */

/** Who asks: the account, its inventor (null without one) and its role. */
export interface AttachmentCaller {
  userId: number;
  inventorId: number | null;
  role: string;
}

export interface AttachmentDeps {
  db: Kysely<DB>;
  uploads: UploadStore;
  /** The links and signatures of the confirm-again mails. */
  config: MailContext;
}

/**
 * How a caller reaches a ticket: as one of its inventors, as the office, or both; or neither: as
 * a committee reviewer, who reads only.
 */
export interface TicketAttachmentsAccess {
  row: TicketRow;
  asInventor: boolean;
  asOffice: boolean;
}

const isOffice = (caller: Pick<AttachmentCaller, 'role'>) => caller.role === 'office';

/**
 * Who may read a ticket's attachments (list, files, zip): its inventors (the submitter and every
 * named inventor), and the office once the ticket is submitted (drafts are nobody's business
 * yet). Null for anyone else, who gets the same 404 as for a ticket that does not exist.
 *
 * The committee's reviewers (API.md Part 3 "Committee review"): a reviewer assigned to the ticket
 * who declared no conflict reads them (a conflicted one gets the 404). This one function decides
 * every read.
 */
export async function ticketAttachmentsAccess(
  db: Db,
  ticketId: number,
  caller: Pick<AttachmentCaller, 'inventorId' | 'role'> & { userId?: number },
): Promise<TicketAttachmentsAccess | null> {
  if (caller.inventorId !== null) {
    const row = await findVisibleTicket(db, ticketId, caller.inventorId);
    if (row) return { row, asInventor: true, asOffice: isOffice(caller) && !row.is_draft };
  }
  if (isOffice(caller)) {
    // Not a ticket the office account declared a conflict of interest on (API.md Part 3).
    if (caller.userId !== undefined && (await conflictClosesTicket(db, caller.userId, ticketId)))
      return null;
    const row = await findTicket(db, ticketId);
    return row && !row.is_draft ? { row, asInventor: false, asOffice: true } : null;
  }
  if (caller.userId === undefined || !(await reviewerReadsTicket(db, caller.userId, ticketId)))
    return null;
  const row = await findTicket(db, ticketId);
  return row && !row.is_draft ? { row, asInventor: false, asOffice: false } : null;
}

/**
 * The ticket whose attachments the caller wants to change: 404 when they may not read them;
 * 403 for an inventor once the ticket is decided (the office may at any time). Routes call it
 * before reading the upload.
 */
export async function attachmentsToChange(
  db: Db,
  ticketId: number,
  caller: AttachmentCaller,
): Promise<TicketAttachmentsAccess> {
  const access = await ticketAttachmentsAccess(db, ticketId, caller);
  // A reviewer reads the attachments, never changes them.
  if (!access || (!access.asInventor && !access.asOffice)) throw notFound();
  if (!access.asOffice && !isOpenTicketStatus(access.row.status)) {
    throw new HttpError(403, ATTACHMENTS_LOCKED);
  }
  return access;
}

/** The ids of a ticket's attachments, oldest first (a `files` answer names these). */
export async function attachmentIdsOf(db: Db, ticketId: number): Promise<number[]> {
  return (await attachmentIdsAndKeys(db, ticketId)).map((a) => a.id);
}

/** The stored keys of a ticket's attachments, to remove their files once the ticket is deleted. */
export async function attachmentKeysOf(db: Db, ticketId: number): Promise<string[]> {
  return (await attachmentIdsAndKeys(db, ticketId)).map((a) => a.storage_key);
}

/** Removes stored attachment files (after the rows are gone). */
export async function removeAttachmentFiles(uploads: UploadStore, keys: string[]): Promise<void> {
  for (const key of keys) await uploads.remove('attachments', key);
}

/** A ticket's attachments, oldest first; 404 unless the caller may read them. */
export async function listAttachments(
  db: Db,
  ticketId: number,
  caller: Pick<AttachmentCaller, 'inventorId' | 'role'> & { userId?: number },
): Promise<TicketAttachment[]> {
  if (!(await ticketAttachmentsAccess(db, ticketId, caller))) throw notFound();
  return (await attachmentRowsOf(db, ticketId)).map(toAttachment);
}

/**
 * In the transaction of an attachment added or removed: the new version's confirmations
 * (nothing on a draft), from `state` read after the change. The editor confirms it when they
 * are one of the ticket's inventors.
 */
async function contentEdited(
  trx: Transaction<DB>,
  config: MailContext,
  access: TicketAttachmentsAccess,
  caller: AttachmentCaller,
  state: AttachmentEditState,
): Promise<LiveEvent[]> {
  const { row } = access;
  if (row.is_draft) return [];
  const { links, editor } = state;
  const hash = versionHash({
    ...row,
    inventors: links.map((l) => l.inventor_id),
    contributions: contributionsOf(links),
    attachments: state.attachmentIds,
  });
  return recordContentEdit(trx, config, {
    ticket: { id: row.id, title: row.title, isDraft: Boolean(row.is_draft) },
    hash,
    editor: {
      inventorId: access.asInventor ? caller.inventorId : null,
      name: editor ? accountDisplayName(editor) : '',
    },
    links,
  });
}

const tooMany = () => fileError(ATTACHMENTS_TOO_MANY);

/**
 * Adds a file to the ticket (`access` from `attachmentsToChange`): at most 20 MB, a type sniffed
 * from the bytes, at most 20 per ticket (counted in the transaction, after the ticket's
 * row lock, so two uploads at once cannot make 21). Stored under a random key; the name is kept
 * for display only. The stored file is removed again if the row is not written.
 */
export async function addAttachment(
  { db, uploads, config }: AttachmentDeps,
  access: TicketAttachmentsAccess,
  caller: AttachmentCaller,
  file: { data: Buffer; filename: string },
): Promise<TicketAttachment> {
  const ticketId = access.row.id;
  const name = safeAttachmentName(file.filename);
  if (file.data.length > ATTACHMENT_LIMITS.fileBytes) throw fileError(ATTACHMENT_TOO_LARGE);
  const { contentType, ext } = await sniffAttachment(file.data, name);
  // Counted in the transaction only (after the row lock): a 21st file is stored, then removed.
  const key = await uploads.saveFile('attachments', file.data, ext);
  let written: { row: AttachmentRow; live: LiveEvent[] };
  try {
    written = await db.transaction().execute(async (trx) => {
      await touchTicket(trx, ticketId);
      // Counted again after the ticket's row lock, with what the confirmations need.
      const state = await attachmentEditState(trx, ticketId, caller.userId);
      if (state.attachmentIds.length >= ATTACHMENT_LIMITS.perTicket) throw tooMany();
      const values = {
        ticket_id: ticketId,
        name,
        search_text: normalizeSearch(name),
        size: file.data.length,
        content_type: contentType,
        storage_key: key,
        uploaded_by: caller.userId,
      };
      const { id, created_at } = await insertAttachment(trx, values);
      // The later rows of the ticket wait for its row lock: the new one is the newest.
      state.attachmentIds = [...state.attachmentIds, id].sort((a, b) => a - b);
      const live = await contentEdited(trx, config, access, caller, state);
      // The answer as the row would be read back, from what the transaction holds.
      const row: AttachmentRow = {
        id,
        ticket_id: ticketId,
        name,
        size: values.size,
        content_type: contentType,
        storage_key: key,
        uploaded_by: caller.userId,
        created_at,
        uploader_email: state.editor?.email ?? null,
        uploader_name: state.editor?.name ?? null,
        uploader_preferred_name: state.editor?.preferred_name ?? null,
        uploader_full_name: state.editor?.full_name ?? null,
      };
      return { row, live };
    });
  } catch (err) {
    await uploads.remove('attachments', key);
    throw err;
  }
  await publishLive(db, written.live);
  return toAttachment(written.row);
}

/** Removes one attachment of the ticket (`access` from `attachmentsToChange`), then its file. */
export async function removeAttachment(
  { db, uploads, config }: AttachmentDeps,
  access: TicketAttachmentsAccess,
  caller: AttachmentCaller,
  attachmentId: number,
): Promise<void> {
  // Not the ticket's attachment: 404, and the transaction (its touch) rolled back.
  const { key, live } = await db.transaction().execute(async (trx) => {
    await touchTicket(trx, access.row.id);
    const storageKey = await deleteAttachmentRow(trx, access.row.id, attachmentId);
    if (storageKey === undefined) throw notFound();
    if (access.row.is_draft) return { key: storageKey, live: [] };
    const state = await attachmentEditState(trx, access.row.id, caller.userId);
    return { key: storageKey, live: await contentEdited(trx, config, access, caller, state) };
  });
  await publishLive(db, live);
  await uploads.remove('attachments', key);
}

/**
 * The most bytes a zip reads with its rows (one statement) from the database store: a ticket's
 * attachments are at most 20 files of 20 MB (ATTACHMENT_LIMITS), so more than this total is
 * read one file at a time as the zip reaches it, as the file store always does.
 */
export const ZIP_INLINE_BYTES = 32 * 1024 * 1024;

/**
 * Every attachment of the ticket as one zip, streamed (attachment-zip.ts). 404 unless the caller
 * may read them. With the database store (PostgreSQL) the files come with their rows in one
 * statement when they total at most ZIP_INLINE_BYTES; otherwise, and from the file store, each
 * file is read only when the zip reaches it.
 */
export async function attachmentsZip(
  { db, uploads }: Pick<AttachmentDeps, 'db' | 'uploads'>,
  ticketId: number,
  caller: Pick<AttachmentCaller, 'inventorId' | 'role'> & { userId?: number },
): Promise<Readable> {
  if (!(await ticketAttachmentsAccess(db, ticketId, caller))) throw notFound();
  const inline = storesInDatabase(uploads);
  const total = sql`(select coalesce(sum(t.size), 0) from ticket_attachments t
    where t.ticket_id = ${ticketId})`;
  const rows = await db
    .selectFrom('ticket_attachments')
    .select([
      'ticket_attachments.name',
      'ticket_attachments.created_at',
      'ticket_attachments.content_type',
      'ticket_attachments.storage_key',
      (inline
        ? sql<Buffer | null>`case when ${total} <= ${ZIP_INLINE_BYTES}
            then ${storedBytes('attachments', sql.ref('ticket_attachments.storage_key'))} end`
        : sql<Buffer | null>`null`
      ).as('data'),
    ])
    .where('ticket_attachments.ticket_id', '=', ticketId)
    .orderBy('ticket_attachments.id')
    .execute();
  return zipStream(
    rows.map((row) => ({
      name: row.name,
      createdAt: row.created_at,
      compress: row.content_type.startsWith('text/'),
      open: async () =>
        row.data ? Readable.from([row.data]) : uploads.readStream('attachments', row.storage_key),
    })),
  );
}

/** How the files route names a download (RFC 6266). */
export { attachmentDisposition } from './attachment-files';
