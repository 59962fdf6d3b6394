import { z } from 'zod';
import { LIMITS } from './limits';
import { contributionTotal } from './ticket-rules';

/**
 * Attestation, contribution and disclosure dates (API.md Part 2): what create and edit take
 * beside the spec's fields, what a ticket answers, the confirm/decline calls and the office
 * queue's additions. The form and the server use the same rules and messages.
 */

/** What was (or will be) disclosed publicly. */
export const PUBLIC_DISCLOSURE_KINDS = ['paper', 'talk', 'thesis', 'poster', 'online'] as const;
export type PublicDisclosureKind = (typeof PUBLIC_DISCLOSURE_KINDS)[number];

export const CONFIRMATION_STATES = ['pending', 'confirmed', 'declined'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

export const ATTESTATION_LIMITS = {
  /** The contributions of a ticket add up to exactly this. */
  contributionTotal: 100,
  fundingSource: 255,
  fundingCount: 20,
  declineReason: 500,
  /** A public disclosure this many days ahead (or less) is flagged and reminded. */
  disclosureSoonDays: 30,
} as const;

/** The days before a public disclosure date on which `send-reminders` reminds. */
export const DISCLOSURE_REMINDER_DAYS = [30, 14, 7, 1] as const;

export const CONTRIBUTIONS_TOTAL = 'Contributions must add up to 100%.';
export const CONTRIBUTIONS_EVERY_INVENTOR = 'Give a contribution for every inventor.';
export const CONTRIBUTIONS_MALFORMED =
  'Contributions must be a list of {inventor, percent} with whole percentages from 0 to 100.';
export const ALREADY_CONFIRMED = 'Already confirmed.';
export const DECLINE_REASON_REQUIRED = 'Say why you decline.';
export const INVALID_DATE = 'Enter a valid date (YYYY-MM-DD).';
export const DISCLOSURE_KIND_INVALID = `Disclosure kind must be one of: ${PUBLIC_DISCLOSURE_KINDS.join(', ')}.`;
export const FUNDING_TOO_MANY = `At most ${ATTESTATION_LIMITS.fundingCount} funding sources`;

/** One inventor's share of a ticket, a whole percentage. */
export const contributionSchema = z.object({
  inventor: z.number().int().positive(),
  percent: z.number().int().min(0).max(ATTESTATION_LIMITS.contributionTotal),
});
export type Contribution = z.infer<typeof contributionSchema>;

const contributionListSchema = z.array(contributionSchema).max(LIMITS.ticketInventorsCount);

/** A JSON text of the multipart form (`''` is the empty list) or, in JSON, the list itself. */
export const contributionsInputSchema = z.unknown().transform((raw, ctx): Contribution[] => {
  let value: unknown = raw;
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
  }
  const parsed = contributionListSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: CONTRIBUTIONS_MALFORMED });
  return z.NEVER;
});

/**
 * What is wrong with a split of the ticket's inventors (the submitter included), if anything:
 * empty is fine; else one entry for every inventor, no other, summing to exactly 100.
 */
export function contributionsProblem(
  contributions: readonly Contribution[],
  inventorIds: readonly number[],
): string | null {
  if (contributions.length === 0) return null;
  const named = new Set(contributions.map((c) => c.inventor));
  const wanted = new Set(inventorIds);
  const everyOne =
    named.size === contributions.length &&
    named.size === wanted.size &&
    [...wanted].every((id) => named.has(id));
  if (!everyOne) return CONTRIBUTIONS_EVERY_INVENTOR;
  const total = contributionTotal(contributions.map((c) => c.percent));
  return total === ATTESTATION_LIMITS.contributionTotal ? null : CONTRIBUTIONS_TOTAL;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (text: string): boolean => {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** `YYYY-MM-DD`, or `''`/null for none. */
export const optionalDateSchema = z
  .string({ message: INVALID_DATE })
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), INVALID_DATE)
  .nullable()
  .transform((v) => v || null);

export const disclosureKindSchema = z
  .enum([...PUBLIC_DISCLOSURE_KINDS, ''], { message: DISCLOSURE_KIND_INVALID })
  .nullable()
  .transform((v): PublicDisclosureKind | null => v || null);

export const fundingSchema = z
  .array(
    z
      .string()
      .trim()
      .max(
        ATTESTATION_LIMITS.fundingSource,
        `Funding must be at most ${ATTESTATION_LIMITS.fundingSource} characters`,
      ),
  )
  .max(ATTESTATION_LIMITS.fundingCount, FUNDING_TOO_MANY)
  .transform((list) => list.filter((v) => v !== ''));

/**
 * The attestation fields of create and edit (multipart: `contributions` as a JSON text, the
 * dates as `YYYY-MM-DD` or `''`, `funding` repeated). The split against the inventors is
 * `contributionsProblem`'s job (it needs the final inventor list).
 */
export const attestationPayloadSchema = z.object({
  contributions: contributionsInputSchema.default([]),
  public_disclosure_date: optionalDateSchema.default(null),
  public_disclosure_kind: disclosureKindSchema.default(null),
  conception_date: optionalDateSchema.default(null),
  funding: fundingSchema.default([]),
});
export type AttestationPayload = z.input<typeof attestationPayloadSchema>;

/** One inventor's confirmation of the ticket's current version. */
export const confirmationSchema = z.object({
  inventor: z.number().int(),
  state: z.enum(CONFIRMATION_STATES),
  /** When the inventor confirmed or declined; null while pending. */
  at: z.string().nullable(),
  /** The reason of a decline; null otherwise. */
  reason: z.string().nullable(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

/** The fields a ticket gains (ticket.ts adds them to the ticket shape). */
export const ticketAttestationShape = {
  contributions: z.array(contributionSchema),
  confirmations: z.array(confirmationSchema),
  public_disclosure_date: z.string().nullable(),
  public_disclosure_kind: z.enum(PUBLIC_DISCLOSURE_KINDS).nullable(),
  conception_date: z.string().nullable(),
  funding: z.array(z.string()),
};

export const STALE_VERSION = 'The ticket changed since you opened it. Review it again.';
export const VERSION_REQUIRED = 'Send the version of the ticket you read.';

/** The ticket's `version` the inventor was shown (API.md Part 3). */
const readVersionSchema = z
  .string({ message: VERSION_REQUIRED })
  .trim()
  .min(1, VERSION_REQUIRED)
  .max(128, VERSION_REQUIRED);

/** `POST /api/inventors/ticket/{id}/decline/`. */
export const declineInputSchema = z.object({
  version: readVersionSchema,
  reason: z
    .string({ message: DECLINE_REASON_REQUIRED })
    .trim()
    .min(1, DECLINE_REASON_REQUIRED)
    .max(
      ATTESTATION_LIMITS.declineReason,
      `Reason must be at most ${ATTESTATION_LIMITS.declineReason} characters`,
    ),
});
export type DeclineInput = z.input<typeof declineInputSchema>;

/** `POST /api/inventors/ticket/{id}/confirm/`: the `version` the inventor read. */
export const confirmInputSchema = z.object({ version: readVersionSchema });
export type ConfirmInput = z.input<typeof confirmInputSchema>;

/** What the office queue and review add to a ticket row. */
export const officeAttestationShape = {
  /** How many of the ticket's inventors confirmed its current version, of how many. */
  confirmations_summary: z.object({
    confirmed: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  /** Not approved or refused, and the public disclosure date is within 30 days (not past). */
  disclosure_soon: z.boolean(),
  /** Not approved or refused, and the public disclosure date has passed. */
  disclosure_overdue: z.boolean(),
};

export const OFFICE_CONFIRMATION_FILTERS = ['incomplete', 'complete'] as const;
export type OfficeConfirmationFilter = (typeof OFFICE_CONFIRMATION_FILTERS)[number];

/** `ordering` of the office queue with `disclosure` (deadline first) added. */
export const OFFICE_TICKET_ORDERINGS = [
  'created_at',
  'title',
  'status',
  'meeting_date',
  'disclosure',
] as const;

/**
 * The office queue's attestation filters: `confirmation=incomplete` (not every inventor
 * confirmed) or `complete`; `ordering=disclosure` puts tickets whose public disclosure is past
 * or within 30 days (and not approved or refused) first, soonest first, then the rest newest
 * first. The default order stays newest first.
 */
export const officeAttestationFiltersSchema = z.object({
  confirmation: z
    .enum(OFFICE_CONFIRMATION_FILTERS, {
      message: `Confirmation must be one of: ${OFFICE_CONFIRMATION_FILTERS.join(', ')}.`,
    })
    .optional(),
  ordering: z
    .string()
    .refine(
      (v) =>
        v === 'disclosure' ||
        OFFICE_TICKET_ORDERINGS.filter((f) => f !== 'disclosure').includes(
          v.replace(/^-/, '') as never,
        ),
      {
        message: `Ordering must be one of: ${OFFICE_TICKET_ORDERINGS.join(', ')} (prefix '-' for descending)`,
      },
    )
    .optional(),
});
