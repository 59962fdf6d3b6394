import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponse, SESSION, type RoutePlugin } from '@server/plugins/app/route-contract';
import { attachmentDisposition } from '../attachments/attachments.service';
import { readAttachmentDownload } from './attachment-download';
import { readUpload } from './files.service';

/**
 * The file, never sniffed again by the browser, cached privately for a while. Images are shown
 * inline; a PDF (and any later attachment) is a download (`attachment`), never rendered from
 * the portal's origin.
 */
const sendFile = (
  reply: FastifyReply,
  file: { data: Buffer; mime: string },
  disposition: 'inline' | 'attachment' = 'inline',
) =>
  reply
    .header('Content-Type', file.mime)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', disposition)
    .header('Cache-Control', 'private, max-age=300')
    .send(file.data);

/** An attachment as a download under its own name (attachments.service), never sniffed again. */
const sendDownload = (
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; name: string },
) =>
  reply
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', attachmentDisposition(file.name))
    .header('Cache-Control', 'private, max-age=300')
    .send(file.data);

const keyParams = z.object({
  key: z.string().describe('The stored file name, as the JSON answers link it.'),
});
const image = z.string().meta({ format: 'binary' });
/** The file as stored, with the type sniffed from its bytes (never the uploader's claim). */
const imageResponse = (description: string) => ({
  description,
  content: {
    'image/png': { schema: image },
    'image/jpeg': { schema: image },
    'image/gif': { schema: image },
    'image/webp': { schema: image },
  },
});
const NOT_FOUND = errorResponse('Not found. (also to anyone not allowed to see the file)');

/**
 * /api/files routes. A drawing goes only to its ticket's submitter and inventors, a photo to
 * any signed-in user, an attachment to whoever may read its ticket (attachments.service
 * `ticketAttachmentsAccess`); everyone else gets the same 404 (nothing to probe).
 */
const filesRoutes: RoutePlugin = async (app) => {
  app.get(
    '/drawings/:key',
    {
      schema: {
        summary: 'A ticket drawing (its submitter and inventors; the office once submitted)',
        security: SESSION,
        params: keyParams,
        response: { 200: imageResponse('The drawing, nosniff'), 404: NOT_FOUND },
      },
    },
    async (request, reply) =>
      sendFile(reply, await readUpload(app, 'drawings', request.params.key, request.auth)),
  );

  app.get(
    '/photos/:key',
    {
      schema: {
        summary:
          'A profile photo (any signed-in user), or a patent’s schema image (its inventors and the office)',
        security: SESSION,
        params: keyParams,
        response: { 200: imageResponse('The photo, nosniff'), 404: NOT_FOUND },
      },
    },
    async (request, reply) =>
      sendFile(reply, await readUpload(app, 'photos', request.params.key, request.auth)),
  );

  app.get(
    '/documents/:key',
    {
      schema: {
        summary: 'A patent document, PDF (the patent’s inventors and the office)',
        security: SESSION,
        params: keyParams,
        response: {
          200: {
            description: 'The document, nosniff, `Content-Disposition: attachment`',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          404: NOT_FOUND,
        },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await readUpload(app, 'documents', request.params.key, request.auth),
        'attachment',
      ),
  );

  app.get(
    '/attachments/:key',
    {
      schema: {
        summary: 'A ticket attachment (its inventors; the office once submitted), as a download',
        description:
          'Sent with `Content-Disposition: attachment` and the original name (RFC 6266: `filename*` for a name that is not ASCII), the type sniffed at upload, and `X-Content-Type-Options: nosniff`.',
        security: SESSION,
        params: keyParams,
        response: {
          200: {
            description: 'The file, as a download',
            content: {
              'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          404: NOT_FOUND,
        },
      },
    },
    async (request, reply) =>
      sendDownload(reply, await readAttachmentDownload(app, request.params.key, request.auth)),
  );
};
export default filesRoutes;
