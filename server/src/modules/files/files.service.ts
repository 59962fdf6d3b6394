import { notFound } from '@server/lib/http-error';
import {
  isUploadKey,
  sniffImage,
  sniffPdf,
  uploadUrl,
  type UploadKind,
  type UploadStore,
} from '@server/lib/uploads';
import type { Db } from '@server/db/database';
import { officeDrawingVisible } from '../tickets/ticket-reads.service';
import { documentVisibleTo, schemaImageVisibleTo } from '../patents/patents.service';
import { drawingVisibleTo } from '../tickets/ticket-reads.service';
import { conflictClosesDrawing, reviewerReadsDrawing } from '../reviews/review-access.service';

/** Who asks for a file: the signed-in account's inventor (null without one) and role. */
export interface FileCaller {
  inventorId: number | null;
  role: string;
  /** The account: a committee reviewer reads the drawing of a ticket it reviews. */
  userId?: number;
}

export interface FilesDeps {
  db: Db;
  uploads: UploadStore;
}

/**
 * An uploaded file for a caller, with the type sniffed from its bytes (never the uploader's
 * claim). A drawing goes only to its ticket's submitter and inventors, and to the office once
 * the ticket is submitted (not a draft), and to its reviewers who declared no conflict; a patent document or schema image to the patent's
 * inventors and the office; a profile photo to any signed-in user; everyone else, like a
 * key that does not exist, gets the same 404.
 */
export async function readUpload(
  deps: FilesDeps,
  kind: UploadKind,
  key: string,
  caller: FileCaller | null,
): Promise<{ data: Buffer; mime: string }> {
  if (caller === null || !isUploadKey(key)) throw notFound();
  const office = caller.role === 'office';
  if (kind === 'drawings') {
    // The cheapest answer first (its submitter and inventors), then a reviewer who declared no
    // conflict on its ticket (API.md Part 3), then the office: the same rule in any order.
    const visible =
      (caller.inventorId !== null && (await drawingVisibleTo(deps.db, key, caller.inventorId))) ||
      (caller.userId !== undefined && (await reviewerReadsDrawing(deps.db, caller.userId, key))) ||
      (office &&
        (await officeDrawingVisible(deps.db, key)) &&
        // Not of a ticket the office account declared a conflict of interest on (API.md Part 3).
        !(
          caller.userId !== undefined && (await conflictClosesDrawing(deps.db, caller.userId, key))
        ));
    if (!visible) throw notFound();
  } else if (caller.inventorId === null && !office) throw notFound();
  if (kind === 'photos') {
    // A patent's schema image is stored as a photo: only the patent's inventors and the office.
    const url = uploadUrl('photos', key) ?? '';
    const schema = await schemaImageVisibleTo(deps.db, url, office ? null : caller.inventorId);
    if (schema === false) throw notFound();
  }
  if (kind === 'documents') {
    const url = uploadUrl('documents', key) ?? '';
    const visible =
      (caller.inventorId !== null && (await documentVisibleTo(deps.db, url, caller.inventorId))) ||
      (office && (await documentVisibleTo(deps.db, url, null)));
    if (!visible) throw notFound();
  }
  const data = await deps.uploads.read(kind, key);
  const type = data ? await (kind === 'documents' ? sniffPdf(data) : sniffImage(data)) : null;
  if (!data || !type) throw notFound();
  return { data, mime: type.mime };
}
