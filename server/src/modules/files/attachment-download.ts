import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { storedBytes, storesInDatabase } from '@server/lib/database-upload-store';
import { notFound } from '@server/lib/http-error';
import { isUploadKey, type UploadStore } from '@server/lib/uploads';
import { ticketAttachmentsAccess } from '../attachments/attachments.service';
import type { FileCaller } from './files.service';

/**
 * One attachment's file for `/api/files/attachments/{key}`: its bytes, stored type and name, to
 * whoever may read its ticket (attachments.service `ticketAttachmentsAccess`); the same 404 for
 * anyone else and for an unknown key. With the database store (PostgreSQL) the attachment's row
 * is read with its bytes in one statement; the file store reads them from disk after the check.
 */
export async function readAttachmentDownload(
  deps: { db: Db; uploads: UploadStore },
  key: string,
  caller: FileCaller | null,
): Promise<{ data: Buffer; contentType: string; name: string }> {
  const { db, uploads } = deps;
  if (caller === null || !isUploadKey(key)) throw notFound();
  const inline = storesInDatabase(uploads);
  const row = await db
    .selectFrom('ticket_attachments')
    .select([
      'ticket_attachments.ticket_id',
      'ticket_attachments.content_type',
      'ticket_attachments.name',
      (inline
        ? storedBytes('attachments', sql.ref('ticket_attachments.storage_key'))
        : sql<Buffer | null>`null`
      ).as('data'),
    ])
    .where('ticket_attachments.storage_key', '=', key)
    .executeTakeFirst();
  if (!row || !(await ticketAttachmentsAccess(db, row.ticket_id, caller))) throw notFound();
  const data = inline ? row.data : await uploads.read('attachments', key);
  if (!data) throw notFound();
  return { data, contentType: row.content_type, name: row.name };
}
