import type { FastifyRequest } from 'fastify';
import { TICKET_LIST_FIELDS, TICKET_TEXT_FIELDS } from '@inventor-portal/shared/schemas';
import { HttpError } from '@server/lib/http-error';
import { DRAWING_TOO_LARGE, ticketError } from './ticket-drawing';
import type { TicketInput } from './tickets.service';

/** The ticket form's fields, read off the shared schema. */
const TEXT_FIELDS: ReadonlySet<string> = new Set(TICKET_TEXT_FIELDS);
const LIST_FIELDS: ReadonlySet<string> = new Set(TICKET_LIST_FIELDS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `inventors[0]` and `inventors[]` name the same list as `inventors`. */
const baseName = (fieldname: string) => fieldname.replace(/\[\d*\]$/, '');

function multipartError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = isRecord(err) ? err.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return ticketError(DRAWING_TOO_LARGE, 'drawings');
  if (code === 'FST_FILES_LIMIT')
    return ticketError('Only one drawing file can be uploaded.', 'drawings');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return ticketError('Too many form fields.', undefined, 413);
  return ticketError('Malformed multipart body.');
}

async function readMultipart(request: FastifyRequest): Promise<{
  fields: Record<string, unknown>;
  file: Buffer | undefined;
  answers: string | undefined;
}> {
  const fields: Record<string, string> = {};
  let answers: string | undefined;
  const lists: Record<string, string[]> = {};
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
      // The questionnaire's answers: a JSON text, checked against the ticket's form version.
      if (name === 'answers') answers = value;
      else if (LIST_FIELDS.has(name)) (lists[name] ??= []).push(value);
      else if (TEXT_FIELDS.has(name)) fields[name] = value;
    }
  } catch (err) {
    throw multipartError(err);
  }
  return { fields: { ...fields, ...lists }, file, answers };
}

function readJson(body: unknown): {
  fields: Record<string, unknown>;
  removeDrawing: boolean;
  answers: unknown;
} {
  if (body === undefined || body === null)
    return { fields: {}, removeDrawing: false, answers: undefined };
  if (!isRecord(body)) throw ticketError('Expected a JSON object.');
  const fields: Record<string, unknown> = {};
  for (const key of [...TEXT_FIELDS, ...LIST_FIELDS]) {
    if (key in body) fields[key] = body[key];
  }
  return {
    fields,
    removeDrawing: 'drawings' in body && body.drawings === null,
    answers: body.answers,
  };
}

/** Reads a create/edit ticket request sent as multipart/form-data or JSON. */
export async function readTicketInput(request: FastifyRequest): Promise<TicketInput> {
  if (request.isMultipart()) {
    const { fields, file, answers } = await readMultipart(request);
    return { fields, drawing: file, answers };
  }
  const { fields, removeDrawing, answers } = readJson(request.body);
  return { fields, drawing: removeDrawing ? null : undefined, answers };
}
