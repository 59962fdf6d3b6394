import type { FastifyRequest } from 'fastify';
import { HttpError } from '@server/lib/http-error';

export const FILE_REQUIRED = 'Choose a file to upload.';

const fileError = (message: string) => new HttpError(400, message, { file: [message] });

/**
 * The bytes of the multipart field `file` (the only file part taken; other fields are
 * ignored). Over `maxBytes` the stream stops and the answer is `400 {file: [tooLarge]}`; a
 * second file is `400 {file: [invalid]}`.
 */
export async function readSingleFile(
  request: FastifyRequest,
  limit: { maxBytes: number; tooLarge: string; invalid: string },
): Promise<Buffer> {
  return (await readSingleFilePart(request, limit)).data;
}

/** `readSingleFile`, with the file name the client gave ('' when it gave none). */
export async function readSingleFilePart(
  request: FastifyRequest,
  limit: { maxBytes: number; tooLarge: string; invalid: string },
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fileError(FILE_REQUIRED);
  let data: Buffer | undefined;
  let filename = '';
  try {
    for await (const part of request.parts({
      limits: { fileSize: limit.maxBytes, files: 1, fields: 10, parts: 11 },
    })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && (bytes.length > 0 || part.filename)) {
        data = bytes;
        filename = part.filename;
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(limit.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw fileError(limit.invalid);
    throw new HttpError(400, 'Malformed multipart body.');
  }
  if (!data) throw fileError(FILE_REQUIRED);
  return { data, filename };
}
