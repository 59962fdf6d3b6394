import { notFound } from '../lib/http-error';
import { isUploadKey, sniffImage, type UploadKind, type UploadStore } from '../lib/uploads';
import type { Db } from '../db/database';
import { drawingVisibleTo } from '../repositories/ticket.repository';

export interface FilesDeps {
  db: Db;
  uploads: UploadStore;
}

/**
 * An uploaded file for a caller, with the type sniffed from its bytes (never the uploader's
 * claim). A drawing goes only to its ticket's submitter and inventors, a photo to any
 * signed-in user; everyone else, like a key that does not exist, gets the same 404.
 */
export async function readUpload(
  deps: FilesDeps,
  kind: UploadKind,
  key: string,
  callerInventorId: number | null,
): Promise<{ data: Buffer; mime: string }> {
  if (callerInventorId === null || !isUploadKey(key)) throw notFound();
  if (kind === 'drawings' && !(await drawingVisibleTo(deps.db, key, callerInventorId)))
    throw notFound();
  const data = await deps.uploads.read(kind, key);
  const type = data ? await sniffImage(data) : null;
  if (!data || !type) throw notFound();
  return { data, mime: type.mime };
}
