import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_TOO_LARGE,
  ticketAttachmentListSchema,
  ticketAttachmentSchema,
} from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import { readSingleFilePart } from '@server/lib/single-file-upload';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  addAttachment,
  attachmentsToChange,
  attachmentsZip,
  listAttachments,
  removeAttachment,
  type AttachmentCaller,
  type TicketAttachmentsAccess,
} from './attachments.service';

export const ONE_FILE_AT_A_TIME = 'Upload one file at a time.';

const params = z.object({ id: pathId });
const NOT_VISIBLE = errorResponse(
  'Not found. (also a ticket the caller may not see, and a draft to the office)',
);
const LOCKED = errorResponse(
  'Attachments cannot be changed once the ticket is decided. (its inventors; the office may)',
);

const uploadForm = z.object({
  file: z
    .file()
    .describe(
      'The file, at most 20 MB: PDF, PNG, JPEG, WebP, DOCX, XLSX, PPTX, ODT, ODS (sniffed from the bytes), or plain text and CSV (a .txt or .csv name, UTF-8 text without NUL bytes).',
    ),
});

/** The signed-in caller (routes declare `onRequest: app.requireAuth`). */
function callerOf(request: FastifyRequest): AttachmentCaller {
  if (!request.auth) throw unauthenticated();
  const { userId, inventorId, role } = request.auth;
  return { userId, inventorId, role };
}

/** The zip as a download (untyped reply: the route's 200 is a binary body, not JSON). */
const sendZip = (reply: FastifyReply, ticketId: number, zip: Readable) =>
  reply
    .header('Content-Type', 'application/zip')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `attachment; filename="ticket-${ticketId}-attachments.zip"`)
    .header('Cache-Control', 'private, no-store')
    .send(zip);

/** The ticket a change was allowed on (by its preHandler), for its handler. */
const allowedChanges = new WeakMap<FastifyRequest, TicketAttachmentsAccess>();

const allowedChange = (request: FastifyRequest): TicketAttachmentsAccess => {
  const access = allowedChanges.get(request);
  if (!access) throw new Error('attachment change without its preHandler');
  return access;
};

/**
 * /ticket/{id}/attachments (API.md Part 3 "Attachments"): add, list, remove, and the zip of all.
 * Who may change them is settled before the upload is read.
 */
const attachmentRoutes: RoutePlugin = async (app) => {
  app.post(
    '/ticket/:id/attachments',
    {
      onRequest: app.requireAuth,
      preHandler: async (request) => {
        const access = await attachmentsToChange(app.db, request.params.id, callerOf(request));
        allowedChanges.set(request, access);
      },
      schema: {
        summary: 'Attach a file to a ticket (its inventors while open; the office any time)',
        description: `Multipart \`file\`. At most ${ATTACHMENT_LIMITS.perTicket} per ticket. The file is stored under a random key; its name is kept for display and downloads. On a submitted ticket this is an edit: the co-inventors' confirmations start again.`,
        security: SESSION,
        params,
        consumes: ['multipart/form-data'],
        body: unvalidatedBody(uploadForm),
        response: {
          201: ticketAttachmentSchema,
          400: errorResponse(
            '`{"file": [...]}`: "This file type is not accepted.", "Files may be up to 20 MB.", "A ticket may have up to 20 attachments."',
          ),
          401: NOT_SIGNED_IN,
          403: LOCKED,
          404: NOT_VISIBLE,
        },
      },
    },
    async (request, reply) => {
      const file = await readSingleFilePart(request, {
        maxBytes: ATTACHMENT_LIMITS.fileBytes,
        tooLarge: ATTACHMENT_TOO_LARGE,
        invalid: ONE_FILE_AT_A_TIME,
      });
      const attachment = await addAttachment(app, allowedChange(request), callerOf(request), file);
      return reply.status(201).send(attachment);
    },
  );

  app.get(
    '/ticket/:id/attachments',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'The attachments of a ticket, oldest first (a plain array, not paged)',
        security: SESSION,
        params,
        response: { 200: ticketAttachmentListSchema, 401: NOT_SIGNED_IN, 404: NOT_VISIBLE },
      },
    },
    async (request) => listAttachments(app.db, request.params.id, callerOf(request)),
  );

  app.delete(
    '/ticket/:id/attachments/:aid',
    {
      onRequest: app.requireAuth,
      preHandler: async (request) => {
        const access = await attachmentsToChange(app.db, request.params.id, callerOf(request));
        allowedChanges.set(request, access);
      },
      schema: {
        summary: 'Remove an attachment (its inventors while open; the office any time)',
        description:
          "On a submitted ticket this is an edit: the co-inventors' confirmations start again.",
        security: SESSION,
        params: z.object({ id: pathId, aid: pathId }),
        response: {
          204: z.undefined().describe('Removed, with its file.'),
          401: NOT_SIGNED_IN,
          403: LOCKED,
          404: NOT_VISIBLE,
        },
      },
    },
    async (request, reply) => {
      await removeAttachment(app, allowedChange(request), callerOf(request), request.params.aid);
      return reply.status(204).send();
    },
  );

  app.get(
    '/ticket/:id/attachments.zip',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Every attachment of a ticket in one zip, each under its name (streamed)',
        description:
          'A name that repeats gets " (2)", " (3)"… before its extension. Names are UTF-8.',
        security: SESSION,
        params,
        response: {
          200: {
            description: 'The zip',
            content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
          },
          401: NOT_SIGNED_IN,
          404: NOT_VISIBLE,
        },
      },
    },
    async (request, reply) => {
      const zip = await attachmentsZip(app, request.params.id, callerOf(request));
      return sendZip(reply, request.params.id, zip);
    },
  );
};

export default attachmentRoutes;
