import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@inventor-portal/shared/schemas';
import { HttpError } from '../../../lib/http-error';
import { sniffImage } from '../../../lib/uploads';

const TEXT_FIELDS = ['title', 'summary', 'context', 'problem_identification', 'is_draft'] as const;
const LIST_FIELDS = ['inventors', 'co_applications'] as const;

export interface DrawingUpload {
  data: Buffer;
  mime: string;
  ext: string;
}

/** What a create/edit request sent: only the fields present are in `fields`. */
export interface TicketInput {
  fields: Record<string, unknown>;
  /** undefined: not sent; null: remove the current drawing (JSON `"drawings": null`). */
  drawing: DrawingUpload | null | undefined;
}

/** A 400 that create-ticket screens can read: `detail`, `error` and the field list. */
export const ticketError = (message: string, field?: string, status = 400) =>
  new HttpError(status, message, { error: message, ...(field ? { [field]: [message] } : {}) });

const DRAWING_TOO_LARGE = `Drawing must be at most ${LIMITS.drawingBytes / (1024 * 1024)} MB.`;
const DRAWING_NOT_IMAGE = 'Upload a valid image (PNG, JPEG, GIF or WebP).';

/** `inventors[0]` and `inventors[]` name the same list as `inventors`. */
const baseName = (fieldname: string) => fieldname.replace(/\[\d*\]$/, '');

function multipartError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return ticketError(DRAWING_TOO_LARGE, 'drawings');
  if (code === 'FST_FILES_LIMIT') return ticketError('Only one drawing file can be uploaded.', 'drawings');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return ticketError('Too many form fields.', undefined, 413);
  return ticketError('Malformed multipart body.');
}

async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; file: Buffer | undefined }> {
  const fields: Record<string, unknown> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      const name = baseName(part.fieldname);
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A browser sends an empty part with no file name when no file was chosen.
        if (name === 'drawings' && (data.length > 0 || part.filename)) file = data;
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if ((LIST_FIELDS as readonly string[]).includes(name)) {
        ((fields[name] ??= []) as string[]).push(value);
      } else if ((TEXT_FIELDS as readonly string[]).includes(name)) {
        fields[name] = value;
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  return { fields, file };
}

function readJson(body: unknown): { fields: Record<string, unknown>; removeDrawing: boolean } {
  if (body === undefined || body === null) return { fields: {}, removeDrawing: false };
  if (typeof body !== 'object' || Array.isArray(body)) throw ticketError('Expected a JSON object.');
  const source = body as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const key of [...TEXT_FIELDS, ...LIST_FIELDS]) {
    if (key in source) fields[key] = source[key];
  }
  return { fields, removeDrawing: 'drawings' in source && source.drawings === null };
}

async function checkDrawing(data: Buffer): Promise<DrawingUpload> {
  if (data.length > LIMITS.drawingBytes) throw ticketError(DRAWING_TOO_LARGE, 'drawings');
  const type = await sniffImage(data);
  if (!type) throw ticketError(DRAWING_NOT_IMAGE, 'drawings');
  return { data, ...type };
}

/** Reads a create/edit ticket request sent as multipart/form-data or JSON. */
export async function readTicketInput(request: FastifyRequest): Promise<TicketInput> {
  if (request.isMultipart()) {
    const { fields, file } = await readMultipart(request);
    return { fields, drawing: file === undefined ? undefined : await checkDrawing(file) };
  }
  const { fields, removeDrawing } = readJson(request.body);
  return { fields, drawing: removeDrawing ? null : undefined };
}
