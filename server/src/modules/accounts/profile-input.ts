import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { LIMITS } from '@inventor-portal/shared/schemas';
import { HttpError } from '@server/lib/http-error';
import { IMAGE_TOO_LARGE, type ImageChange, type ProfileInput } from './profile.service';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function fromJson(body: unknown): ProfileInput {
  if (body === undefined || body === null || body === '')
    return { fields: {}, image: { kind: 'keep' } };
  if (!isPlainObject(body)) throw new HttpError(400, 'Expected a JSON object or a multipart form.');
  const { image, ...fields } = body;
  return { fields, image: image === null ? { kind: 'remove' } : { kind: 'keep' } };
}

const isStatusError = (err: unknown): boolean => {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

async function readImage(part: Multipart & { type: 'file' }): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      if (size <= LIMITS.photoBytes) chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(400, IMAGE_TOO_LARGE, { image: [IMAGE_TOO_LARGE] });
    throw err;
  }
  if (size > LIMITS.photoBytes || part.file.truncated)
    throw new HttpError(400, IMAGE_TOO_LARGE, { image: [IMAGE_TOO_LARGE] });
  // A browser sends an empty file part when no file was chosen.
  return size === 0 && !part.filename ? null : Buffer.concat(chunks);
}

async function fromMultipart(request: FastifyRequest): Promise<ProfileInput> {
  const fields: Record<string, unknown> = {};
  const indexed = new Map<number, string>();
  const repeated: string[] = [];
  let image: ImageChange = { kind: 'keep' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'image') {
          const data = await readImage(part);
          if (data) image = { kind: 'upload', data };
        } else {
          part.file.resume();
        }
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      const index = /^name_variants\[(\d{1,3})\]$/.exec(part.fieldname);
      if (index) indexed.set(Number(index[1]), value);
      else if (part.fieldname === 'name_variants' || part.fieldname === 'name_variants[]')
        repeated.push(value);
      else if (part.fieldname !== 'image' && part.fieldname !== '__proto__')
        fields[part.fieldname] = value;
    }
  } catch (err) {
    if (err instanceof HttpError || isStatusError(err)) throw err;
    throw new HttpError(400, 'Malformed multipart body.');
  }
  if (indexed.size > 0 || repeated.length > 0) {
    const ordered = [...indexed.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
    fields.name_variants = [...ordered, ...repeated];
  }
  return { fields, image };
}

/** Reads PUT /me as JSON or multipart (`name_variants[0]`…, repeated `name_variants`, `image` file). */
export async function readProfileInput(request: FastifyRequest): Promise<ProfileInput> {
  return request.isMultipart() ? fromMultipart(request) : fromJson(request.body);
}
