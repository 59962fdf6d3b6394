import type { Db } from '@server/db/database';
import { nowIso } from '@server/lib/time';
import { selectAttachmentRows, type AttachmentRow } from './attachment.mapper';

/** The `ticket_attachments` table (migration 016). */

/** A ticket's attachments, oldest first. */
export async function attachmentRowsOf(db: Db, ticketId: number): Promise<AttachmentRow[]> {
  return selectAttachmentRows(db)
    .where('ticket_attachments.ticket_id', '=', ticketId)
    .orderBy('ticket_attachments.id')
    .execute();
}

export interface AttachmentInsert {
  ticket_id: number;
  name: string;
  search_text: string;
  size: number;
  content_type: string;
  storage_key: string;
  uploaded_by: number;
}

/** Inserts an attachment row: its id and the time it was written. */
export async function insertAttachment(
  db: Db,
  values: AttachmentInsert,
): Promise<{ id: number; created_at: string }> {
  const created_at = nowIso();
  const row = await db
    .insertInto('ticket_attachments')
    .values({ ...values, created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created_at };
}

/** Deletes one attachment row of the ticket; answers its stored key, undefined when not there. */
export async function deleteAttachmentRow(
  db: Db,
  ticketId: number,
  attachmentId: number,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('ticket_attachments')
    .where('id', '=', attachmentId)
    .where('ticket_id', '=', ticketId)
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key;
}

/** The ids, or the stored keys, of a ticket's attachments, oldest first. */
export async function attachmentIdsAndKeys(
  db: Db,
  ticketId: number,
): Promise<Array<{ id: number; storage_key: string }>> {
  return db
    .selectFrom('ticket_attachments')
    .select(['id', 'storage_key'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
}

/**
 * Marks the ticket as changed now. Run first in the transaction that adds an attachment, it
 * also takes the ticket row's write lock on PostgreSQL, so two uploads to one ticket count its
 * attachments one after the other (SQLite writes one transaction at a time anyway).
 */
export async function touchTicket(db: Db, ticketId: number): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ updated_at: nowIso() })
    .where('id', '=', ticketId)
    .execute();
}
