import type { LightMyRequestResponse } from 'fastify';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import type { FilePart, TestClient } from '../../helpers/client';
import { tinyPng } from '../inventors/support';

/** Test files of every accepted kind, and zips written and read back. */

async function collect(stream: Readable | NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A zip of the entries (stored, not deflated: what file-type reads of an office file). */
export async function zipOf(entries: Array<{ name: string; data: string }>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { name, data } of entries) zip.addBuffer(Buffer.from(data), name, { compress: false });
  zip.end();
  return collect(zip.outputStream);
}

/** The entries of a zip, in order, with their bytes. */
export function readZip(data: Buffer): Promise<Array<{ name: string; data: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries: Array<{ name: string; data: Buffer }> = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr || !stream) return reject(openErr ?? new Error('no entry stream'));
          collect(stream).then((bytes) => {
            entries.push({ name: entry.fileName, data: bytes });
            zip.readEntry();
          }, reject);
        });
      });
      zip.readEntry();
    });
  });
}

export const pdf = (body = 'hello'): Buffer =>
  Buffer.from(`%PDF-1.4\n1 0 obj << >> endobj\n% ${body}\ntrailer << >>\n%%EOF\n`);

export const docx = () =>
  zipOf([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]);

export const xlsx = () =>
  zipOf([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
  ]);

export const pptx = () =>
  zipOf([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'ppt/presentation.xml', data: '<presentation/>' },
  ]);

export const odf = (mime: string) =>
  zipOf([
    { name: 'mimetype', data: mime },
    { name: 'content.xml', data: '<office:document-content/>' },
  ]);

/** A WebP header that file-type recognises (RIFF....WEBPVP8 ). */
export const webp = (): Buffer =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(18),
  ]);

export const jpeg = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.alloc(32),
    Buffer.from([0xff, 0xd9]),
  ]);

export const png = tinyPng;

export const part = (
  filename: string,
  data: Buffer,
  contentType = 'application/octet-stream',
): FilePart => ({
  filename,
  contentType,
  data,
});

export const attachmentsUrl = (ticketId: number) =>
  `/api/inventors/ticket/${ticketId}/attachments/`;

/** POST one file as `file`. */
export const upload = (
  client: TestClient,
  ticketId: number,
  filename: string,
  data: Buffer,
): Promise<LightMyRequestResponse> =>
  client.request('POST', attachmentsUrl(ticketId), { multipart: { file: part(filename, data) } });
