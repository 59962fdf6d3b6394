import { z } from 'zod';
import { ticketAttachmentSchema } from './attachment';
import { ticketAttestationShape } from './attestation';
import { ticketQuestionnaireShape } from './questionnaire';
import { LIMITS, TICKET_STATUSES } from './limits';

const requiredText = (max: number, required: string, label: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

/** Text fields of a ticket (spec §5 "Create ticket form"). */
export const ticketTextSchema = z.object({
  title: requiredText(LIMITS.ticketTitle, 'Title is required', 'Title'),
  summary: requiredText(LIMITS.ticketText, 'Summary is required', 'Summary'),
  context: requiredText(LIMITS.ticketText, 'Context is required', 'Context'),
  problem_identification: requiredText(
    LIMITS.ticketText,
    'Problem identification is required',
    'Problem identification',
  ),
});

/** What create and edit accept (server side, after multipart parsing). */
export const ticketPayloadSchema = ticketTextSchema.extend({
  is_draft: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
  inventors: z
    .array(z.coerce.number({ message: 'Inventors must be inventor ids' }).int().positive())
    .max(LIMITS.ticketInventorsCount, `At most ${LIMITS.ticketInventorsCount} inventors`)
    .default([]),
  co_applications: z
    .array(
      z
        .string()
        .trim()
        .max(
          LIMITS.coApplication,
          `Co-applications must be at most ${LIMITS.coApplication} characters`,
        ),
    )
    .max(LIMITS.coApplicationsCount, `At most ${LIMITS.coApplicationsCount} co-applications`)
    .default([])
    .transform((list) => list.filter((v) => v !== '')),
});
export type TicketPayload = z.input<typeof ticketPayloadSchema>;

export const ticketStatusSchema = z.enum(TICKET_STATUSES);

export const ticketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  context: z.string(),
  problem_identification: z.string(),
  drawings: z.string().nullable(),
  inventors: z.array(z.number().int()),
  co_applications: z.array(z.string()),
  status: z.string(),
  meeting_date: z.string().nullable(),
  created_at: z.string(),
  is_draft: z.boolean(),
  submitter: z.number().int().nullable().optional(),
  // API.md Part 2 "Attestation, contribution, disclosure dates".
  ...ticketAttestationShape,
  /**
   * API.md Part 3: an opaque string that changes with every edit of the content (and never
   * with a confirmation); confirm and decline send the one the inventor read.
   */
  version: z.string(),
  // API.md Part 3 "Attachments": oldest first.
  attachments: z.array(ticketAttachmentSchema),
  // API.md Part 3 "The office's questionnaire".
  ...ticketQuestionnaireShape,
});
export type Ticket = z.infer<typeof ticketSchema>;
