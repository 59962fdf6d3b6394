import { z } from 'zod';
import { PUBLIC_DISCLOSURE_KINDS, ticketPayloadSchema } from '@inventor-portal/shared/schemas';
import { errorResponse, unvalidatedBody } from '@server/plugins/app/route-contract';

/**
 * The create and edit form, for the document only: the handler reads the multipart stream (or
 * JSON) itself, so the drawing's size and type are checked as the bytes arrive.
 */
export const ticketFormBody = unvalidatedBody(
  ticketPayloadSchema.partial().extend({
    contributions: z.string().optional().meta({
      description:
        'A JSON list `[{"inventor": id, "percent": n}]`: empty, or one whole percentage for every inventor (the submitter included) adding up to 100. In JSON, the list itself.',
    }),
    public_disclosure_date: z.string().optional().meta({
      description: 'Planned or past public disclosure, `YYYY-MM-DD`; empty for none.',
    }),
    public_disclosure_kind: z
      .enum([...PUBLIC_DISCLOSURE_KINDS, ''])
      .optional()
      .meta({
        description: 'What the disclosure is; empty for none.',
      }),
    conception_date: z.string().optional().meta({ description: '`YYYY-MM-DD`; empty for none.' }),
    funding: z.array(z.string()).optional().meta({
      description: 'Funding sources (repeated field), each at most 255 characters, at most 20.',
    }),
    answers: z.string().optional().meta({
      description:
        "The questionnaire's answers, a JSON object `{key: value}` (in JSON, the object itself) for the ticket's form version: replaces the stored answers. Hidden questions' answers are dropped; a submission needs every shown required question.",
    }),
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
  'Refused input, with `error` = `detail` and one message list per field (spec limits, unknown inventor, drawing, `contributions`: "Contributions must add up to 100%." / "Give a contribution for every inventor.", dates, funding).',
);
