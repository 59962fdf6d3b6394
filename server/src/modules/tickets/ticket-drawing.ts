import { LIMITS } from '@inventor-portal/shared/schemas';
import { HttpError } from '@server/lib/http-error';
import { sniffImage, type UploadStore } from '@server/lib/uploads';

/** The drawing of a ticket form: checked by content, saved, and removed again if the write fails. */

/**
 * A refused ticket form that no schema reports (the drawing, unknown inventors, the multipart
 * body). The routes' `errorField` option adds `error`, which the create-ticket screen reads.
 */
export const ticketError = (message: string, field?: string, status = 400) =>
  new HttpError(status, message, field ? { [field]: [message] } : {});

export const DRAWING_TOO_LARGE = `Drawing must be at most ${LIMITS.drawingBytes / (1024 * 1024)} MB.`;
const DRAWING_NOT_IMAGE = 'Upload a valid image (PNG, JPEG, GIF or WebP).';

// Writing: the drawing file, the inventors, the notifications and the activity log.

export interface CheckedDrawing {
  data: Buffer;
  ext: string;
}

/** A drawing is an image (sniffed, never the client's word) of at most 10 MB. */
export async function checkDrawing(
  data: Buffer | null | undefined,
): Promise<CheckedDrawing | null | undefined> {
  if (!data) return data;
  if (data.length > LIMITS.drawingBytes) throw ticketError(DRAWING_TOO_LARGE, 'drawings');
  const type = await sniffImage(data);
  if (!type) throw ticketError(DRAWING_NOT_IMAGE, 'drawings');
  return { data, ext: type.ext };
}

/** Saves a new drawing, runs `work`, and removes the drawing again if `work` fails. */
export async function withDrawing<T>(
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
