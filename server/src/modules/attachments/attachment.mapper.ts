import { sql } from 'kysely';
import type { TicketAttachment } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { uploadUrl } from '@server/lib/uploads';
import { accountDisplayName } from '../accounts/users.service';

/**
 * Rows of `ticket_attachments` and how they become API objects; the query other modules read
 * them with (a ticket's `attachments`) and the search fragments of the office queue. No I/O.
 */

/** An attachment with what names its uploader (the account, else its inventor, else the email). */
export interface AttachmentRow {
  id: number;
  ticket_id: number;
  name: string;
  size: number;
  content_type: string;
  storage_key: string;
  uploaded_by: number | null;
  created_at: string;
  uploader_email: string | null;
  uploader_name: string | null;
  uploader_preferred_name: string | null;
  uploader_full_name: string | null;
}

/** Attachments with their uploaders' names: filter it by ticket and order it by id (oldest first). */
export const selectAttachmentRows = (db: Db) =>
  db
    .selectFrom('ticket_attachments')
    .leftJoin('users', 'users.id', 'ticket_attachments.uploaded_by')
    .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
    .select([
      'ticket_attachments.id',
      'ticket_attachments.ticket_id',
      'ticket_attachments.name',
      'ticket_attachments.size',
      'ticket_attachments.content_type',
      'ticket_attachments.storage_key',
      'ticket_attachments.uploaded_by',
      'ticket_attachments.created_at',
      'users.email as uploader_email',
      'users.name as uploader_name',
      'inventors.preferred_name as uploader_preferred_name',
      'inventors.full_name as uploader_full_name',
    ]);

/**
 * An AttachmentRow as the fields of a JSON object (db/json-rows.ts `jsonObject`): `ticket_attachments`
 * under `table` (its name or alias) joined as `selectAttachmentRows` joins it (`users` on
 * `uploaded_by`, `inventors` on the account's inventor).
 */
export const attachmentJsonFields = (
  table = 'ticket_attachments',
): Record<keyof AttachmentRow, string> => ({
  id: `${table}.id`,
  ticket_id: `${table}.ticket_id`,
  name: `${table}.name`,
  size: `${table}.size`,
  content_type: `${table}.content_type`,
  storage_key: `${table}.storage_key`,
  uploaded_by: `${table}.uploaded_by`,
  created_at: `${table}.created_at`,
  uploader_email: 'users.email',
  uploader_name: 'users.name',
  uploader_preferred_name: 'inventors.preferred_name',
  uploader_full_name: 'inventors.full_name',
});

/** Where an attachment is served (files.routes.ts, to those who may read its ticket). */
export const attachmentUrl = (storageKey: string): string =>
  uploadUrl('attachments', storageKey) ?? '';

export function toAttachment(row: AttachmentRow): TicketAttachment {
  const uploadedBy =
    row.uploaded_by === null || row.uploader_email === null
      ? null
      : {
          id: row.uploaded_by,
          name: accountDisplayName({
            name: row.uploader_name,
            email: row.uploader_email,
            preferred_name: row.uploader_preferred_name,
            full_name: row.uploader_full_name,
          }),
        };
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    content_type: row.content_type,
    url: attachmentUrl(row.storage_key),
    uploaded_by: uploadedBy,
    created_at: row.created_at,
  };
}

/**
 * The office queue's search over attachment names: ids of the tickets with an attachment whose
 * `search_text` (lower case, no accents) matches a LIKE pattern (use `escape '\\'`).
 */
export const ticketsWithAttachmentLike = (pattern: string) =>
  sql`select ta.ticket_id from ticket_attachments ta
    where ta.search_text like ${pattern} escape '\\'`;

/**
 * The same through ticket_attachments_fts (SQLite, migration 016; a quoted FTS5 phrase of the
 * normalised search text, three characters or more): the rows the LIKE finds.
 */
export const ticketsWithAttachmentPhrase = (phrase: string) =>
  sql`select ta.ticket_id from ticket_attachments ta
    where ta.id in (select rowid from ticket_attachments_fts
      where ticket_attachments_fts match ${phrase})`;
