import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  officePatentPayloadSchema,
  PATENT_DOCUMENT_KINDS,
  PATENT_DOCUMENT_MAX_BYTES,
  patentDetailSchema,
  type PatentDocumentKind,
} from '@inventor-portal/shared/schemas';
import { HttpError } from '@server/lib/http-error';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  createOfficePatent,
  DOCUMENT_TOO_LARGE,
  NOT_A_PDF,
  updateOfficePatent,
  uploadPatentDocument,
} from './office-patents.service';
import officePatentImportRoutes from './patent-import.routes';
import officePatentReadRoutes from './office-patent-reads.routes';
import officePatentSchemaRoutes from './patent-schemas.routes';
import { NOT_OFFICE, officeActor } from '@server/lib/office-route-support';

const params = z.object({ id: pathId });
const FIELD_ERRORS = errorResponse(
  'Field errors: title required, TRL/CRL 0–9, ISO dates, schema URLs http(s) only, unknown inventor ids, a deposit number already used.',
);
const KIND_REQUIRED = 'Choose the document kind: deposit, research_report or delivery.';
const FILE_REQUIRED = 'Choose a file to upload.';

const documentForm = z.object({
  kind: z.enum(PATENT_DOCUMENT_KINDS),
  file: z.file().describe('The PDF, at most 20 MB (sniffed: the bytes decide, not the name).'),
});

const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { [field]: [message] });

/** Reads `kind` and `file` of the multipart upload (20 MB for this route). */
async function readDocumentForm(
  request: FastifyRequest,
): Promise<{ kind: PatentDocumentKind; data: Buffer }> {
  if (!request.isMultipart()) throw fieldError('file', FILE_REQUIRED);
  let kind: string | undefined;
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PATENT_DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && (bytes.length > 0 || part.filename)) data = bytes;
      } else if (part.fieldname === 'kind') {
        kind = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', DOCUMENT_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', NOT_A_PDF);
    throw new HttpError(400, 'Malformed multipart body.');
  }
  if (!PATENT_DOCUMENT_KINDS.includes(kind as PatentDocumentKind))
    throw fieldError('kind', KIND_REQUIRED);
  if (!data) throw fieldError('file', FILE_REQUIRED);
  return { kind: kind as PatentDocumentKind, data };
}

/** /api/office/patents: the office reads and writes patents, their documents and schemas. */
const officePatentRoutes: RoutePlugin = async (app) => {
  await app.register(officePatentReadRoutes);
  await app.register(officePatentSchemaRoutes);
  await app.register(officePatentImportRoutes);

  app.post(
    '/patents',
    {
      schema: {
        summary: 'Create a patent (spec §3 fields, inventors as ids)',
        security: SESSION,
        body: unvalidatedBody(officePatentPayloadSchema),
        response: {
          201: patentDetailSchema,
          400: FIELD_ERRORS,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
        },
      },
    },
    async (request, reply) => {
      const patent = await createOfficePatent(app.db, officeActor(request), request.body);
      return reply.status(201).send(patent);
    },
  );

  app.patch(
    '/patents/:id',
    {
      schema: {
        summary: 'Edit a patent: the fields sent replace theirs',
        description:
          '`inventors` and `schemas`, when sent, replace the whole list. `schemas` may hold back the patent’s own uploaded images (`/api/files/photos/...`); one left out is removed with its file.',
        security: SESSION,
        params,
        body: unvalidatedBody(officePatentPayloadSchema.partial()),
        response: {
          200: patentDetailSchema,
          400: FIELD_ERRORS,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
        },
      },
    },
    async (request) =>
      updateOfficePatent(app, officeActor(request), request.params.id, request.body),
  );

  app.post(
    '/patents/:id/documents',
    {
      schema: {
        summary: 'Upload a patent document (PDF, at most 20 MB)',
        description:
          'Multipart `kind` (`deposit`, `research_report` or `delivery`) and `file`. The matching `*_document` becomes an `/api/files/documents/...` URL served to the patent’s inventors and the office; the file it replaces is removed.',
        security: SESSION,
        params,
        consumes: ['multipart/form-data'],
        body: unvalidatedBody(documentForm),
        response: {
          200: patentDetailSchema,
          400: errorResponse(
            'Not a PDF (sniffed) or over 20 MB (`file`); an unknown `kind`; no file.',
          ),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
        },
      },
    },
    async (request) => {
      const { kind, data } = await readDocumentForm(request);
      return uploadPatentDocument(app, officeActor(request), request.params.id, kind, data);
    },
  );
};

export default officePatentRoutes;
