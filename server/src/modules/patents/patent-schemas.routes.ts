import { z } from 'zod';
import { patentDetailSchema } from '@inventor-portal/shared/schemas';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  addPatentSchemaImage,
  IMAGE_TOO_LARGE,
  NOT_AN_IMAGE,
  removePatentSchema,
  SCHEMA_IMAGE_MAX_BYTES,
} from './patent-schemas.service';
import { readSingleFile } from '@server/lib/single-file-upload';
import { NOT_OFFICE, officeActor } from '@server/lib/office-route-support';

const imageForm = z.object({
  file: z.file().describe('The image (PNG, JPEG, GIF or WebP; sniffed), at most 10 MB.'),
});

/** A position in the patent's `schemas` list, from 0. */
const schemaIndex = z.coerce
  .number()
  .int()
  .min(0)
  .max(1000)
  .describe('The position of the schema in `schemas`, from 0.');

/** /api/office/patents/{id}/schemas: add an uploaded schema image, remove any schema. */
const officePatentSchemaRoutes: RoutePlugin = async (app) => {
  app.post(
    '/patents/:id/schemas',
    {
      schema: {
        summary: 'Add a schema image to a patent (an image, at most 10 MB)',
        description:
          'Multipart `file`. The image is sniffed and stored without its metadata; its `/api/files/photos/...` URL joins the end of `schemas` (at most 50).',
        security: SESSION,
        params: z.object({ id: pathId }),
        consumes: ['multipart/form-data'],
        body: unvalidatedBody(imageForm),
        response: {
          200: patentDetailSchema,
          400: errorResponse('Not an image (sniffed) or over 10 MB (`file`); 50 schemas already.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
        },
      },
    },
    async (request) => {
      const data = await readSingleFile(request, {
        maxBytes: SCHEMA_IMAGE_MAX_BYTES,
        tooLarge: IMAGE_TOO_LARGE,
        invalid: NOT_AN_IMAGE,
      });
      return addPatentSchemaImage(app, officeActor(request), request.params.id, data);
    },
  );

  app.delete(
    '/patents/:id/schemas/:index',
    {
      schema: {
        summary: 'Remove the schema at a position of `schemas` (an uploaded image’s file too)',
        security: SESSION,
        params: z.object({ id: pathId, index: schemaIndex }),
        response: {
          200: patentDetailSchema,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found. (an unknown patent or position)'),
        },
      },
    },
    async (request) =>
      removePatentSchema(app, officeActor(request), request.params.id, request.params.index),
  );
};

export default officePatentSchemaRoutes;
