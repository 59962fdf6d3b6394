import { z } from 'zod';
import { ticketPayloadSchema } from '@inventor-portal/shared/schemas';
import { errorResponse, unvalidatedBody } from '@server/plugins/app/route-contract';

/**
 * The create and edit form, for the document only: the handler reads the multipart stream (or
 * JSON) itself, so the drawing's size and type are checked as the bytes arrive.
 */
export const ticketFormBody = unvalidatedBody(
  ticketPayloadSchema.partial().extend({
    drawings: z.unknown().optional().meta({
      type: 'string',
      format: 'binary',
      description:
        'The drawing: PNG, JPEG, GIF or WebP, at most 10 MB. In JSON, `null` on an edit removes it.',
    }),
  }),
);

/** A refused form: `detail`, the same text as `error` (the screen reads it), and the field lists. */
export const TICKET_FORM_REFUSED = errorResponse(
  'Refused input, with `error` = `detail` and one message list per field (spec limits, unknown inventor, drawing).',
);
