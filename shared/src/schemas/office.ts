import { z } from 'zod';
import { newInventorSchema } from './account';
import { pagedSchema } from './common';
import { inventorSummarySchema } from './inventor';
import { TICKET_STATUSES } from './limits';
import { REVIEW_QUEUE_FILTERS, reviewSummarySchema } from './review';
import { ticketSchema } from './ticket';

/**
 * The technology-transfer office workspace (API.md Part 2, "Roles" and "Ticket lifecycle"):
 * what `/api/office/...` takes and answers.
 */

/** An account named in an answer: an assignee, the author of a history entry. */
export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** An office account, as the assignee picker lists them (`GET /api/office/users/`). */
export const officeUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type OfficeUser = z.infer<typeof officeUserSchema>;
export const officeUserListSchema = z.object({ results: z.array(officeUserSchema) });
export type OfficeUserList = z.infer<typeof officeUserListSchema>;

/** The submitter of a ticket as the office sees it: the inventor summary plus `email`. */
export const officeSubmitterSchema = inventorSummarySchema.extend({
  email: z.string().nullable(),
});
export type OfficeSubmitter = z.infer<typeof officeSubmitterSchema>;

/** A row of `GET /api/office/tickets/`: the ticket, its submitter, assignee and comment count. */
export const officeTicketRowSchema = ticketSchema.extend({
  submitter: officeSubmitterSchema,
  assignee: personRefSchema.nullable(),
  comments_count: z.number().int().nonnegative(),
  /** API.md Part 3 "Committee review": the queue's rows carry it (the detail too). */
  review_summary: reviewSummarySchema.optional(),
});
export type OfficeTicketRow = z.infer<typeof officeTicketRowSchema>;

/**
 * One status change of a ticket, oldest first in the detail. `by` is the office account that
 * made it; null for a change made with the admin CLI (`set-ticket-status`), which has no account.
 */
export const ticketHistoryEntrySchema = z.object({
  status: z.string(),
  meeting_date: z.string().nullable(),
  message: z.string().nullable(),
  by: personRefSchema.nullable(),
  at: z.string(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;

/** `GET /api/office/tickets/{id}/`. */
export const officeTicketDetailSchema = officeTicketRowSchema.extend({
  inventor_details: z.array(inventorSummarySchema),
  history: z.array(ticketHistoryEntrySchema),
});
export type OfficeTicketDetail = z.infer<typeof officeTicketDetailSchema>;

/**
 * A search's list holds at most its first OFFICE_SEARCH_LIMIT matches (issue 33: counting every
 * match of a broad search costs as much as reading them all); when more match, the page says
 * `count_capped: true` and `count` is the limit. Without a search, and for the exports
 * (`answers=true`), the count is exact.
 */
export const OFFICE_SEARCH_LIMIT = 1000;

/** `count_capped` of a list page, present (true) only when the search matched more. */
export const countCappedShape = { count_capped: z.literal(true).optional() };

export const officeTicketPageSchema = pagedSchema(officeTicketRowSchema).extend(countCappedShape);
export type OfficeTicketPage = z.infer<typeof officeTicketPageSchema>;

/** Fields `ordering` accepts on the office tickets list (a leading '-' sorts descending). */
export const OFFICE_TICKET_ORDERING_FIELDS = [
  'created_at',
  'title',
  'status',
  'meeting_date',
] as const;

/** A ticket pending for longer than this is "waiting" (`waiting=true` filter, counts). */
export const WAITING_DAYS = 30;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1');

/** The filters of `GET /api/office/tickets/` (paging comes beside them). */
export const officeTicketFiltersSchema = z.object({
  status: z
    .enum(TICKET_STATUSES, {
      message: `Status must be one of: ${TICKET_STATUSES.join(', ')}.`,
    })
    .optional(),
  search: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  ordering: z
    .string()
    .refine((v) => OFFICE_TICKET_ORDERING_FIELDS.includes(v.replace(/^-/, '') as never), {
      message: `Ordering must be one of: ${OFFICE_TICKET_ORDERING_FIELDS.join(', ')} (prefix '-' for descending)`,
    })
    .optional(),
  /** `me`, `none` or an office user id. */
  assignee: z
    .string()
    .regex(/^(me|none|\d{1,9})$/, 'Assignee must be me, none or an office user id.')
    .optional(),
  /** An affiliation id: tickets whose submitter belongs to it. */
  affiliation: z.coerce
    .number({ message: 'Affiliation must be an affiliation id.' })
    .int('Affiliation must be an affiliation id.')
    .positive('Affiliation must be an affiliation id.')
    .optional(),
  /** `true`: only tickets pending for more than WAITING_DAYS days. */
  waiting: booleanQuery.optional(),
  /**
   * Committee review (docs/api.md): `none` no reviewer assigned; `assigned` some review still
   * open; `submitted` reviews assigned and none open; `overdue` an open review past its due date.
   */
  review: z
    .enum(REVIEW_QUEUE_FILTERS, {
      message: `Review must be one of: ${REVIEW_QUEUE_FILTERS.join(', ')}.`,
    })
    .optional(),
});
export type OfficeTicketFilters = z.input<typeof officeTicketFiltersSchema>;

/**
 * `GET /api/office/tickets/counts/`: non-draft tickets per status, plus `waiting` (pending for
 * more than WAITING_DAYS days) and `unassigned` (pending or needs_info, nobody assigned).
 */
export const OFFICE_TICKET_COUNT_NAMES = [
  'pending',
  'needs_info',
  'approved',
  'refused',
  'waiting',
  'unassigned',
  'total',
] as const;
export type OfficeTicketCountName = (typeof OFFICE_TICKET_COUNT_NAMES)[number];

export const officeTicketCountsSchema = z.object({
  pending: z.number().int().nonnegative(),
  needs_info: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  unassigned: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /**
   * Under a search, each count stops at OFFICE_SEARCH_LIMIT: the counts that reached it (the
   * real number is higher). Absent when none did.
   */
  capped: z.array(z.enum(OFFICE_TICKET_COUNT_NAMES)).optional(),
});
export type OfficeTicketCounts = z.infer<typeof officeTicketCountsSchema>;

export const NEEDS_INFO_MESSAGE_REQUIRED = 'Say what information is needed.';
export const OFFICE_MESSAGE_MAX = 2000;

/** `POST /api/office/tickets/{id}/status/`. `meeting_date: null` clears the meeting. */
export const ticketStatusChangeSchema = z
  .object({
    status: z.enum(TICKET_STATUSES, {
      message: `Status must be one of: ${TICKET_STATUSES.join(', ')}.`,
    }),
    meeting_date: z.iso
      .datetime({
        offset: true,
        local: true,
        message: 'Enter a valid date-time (ISO 8601).',
      })
      .nullish(),
    message: z
      .string({ message: 'Message must be text.' })
      .trim()
      .max(OFFICE_MESSAGE_MAX, `Max ${OFFICE_MESSAGE_MAX} characters`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'needs_info' && !value.message) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: NEEDS_INFO_MESSAGE_REQUIRED });
    }
  });
export type TicketStatusChange = z.input<typeof ticketStatusChangeSchema>;

export const NOT_AN_OFFICE_USER = 'Choose an office user.';

/** `POST /api/office/tickets/{id}/assign/`: an office user id, or null to unassign. */
export const ticketAssignSchema = z.object({
  assignee: z
    .number({ message: NOT_AN_OFFICE_USER })
    .int(NOT_AN_OFFICE_USER)
    .positive(NOT_AN_OFFICE_USER)
    .nullable(),
});
export type TicketAssign = z.infer<typeof ticketAssignSchema>;

/** An inventor as the office sees it (`GET /api/office/inventors/` rows and write answers). */
export const officeInventorSchema = inventorSummarySchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orcid: z.string().nullable(),
  name_variant: z.array(z.string()),
  has_account: z.boolean(),
  /** False when the inventor's account is deactivated; true without an account. */
  is_active: z.boolean(),
  tickets_count: z.number().int().nonnegative(),
  patents_count: z.number().int().nonnegative(),
});
export type OfficeInventor = z.infer<typeof officeInventorSchema>;
export const officeInventorPageSchema = pagedSchema(officeInventorSchema);
export type OfficeInventorPage = z.infer<typeof officeInventorPageSchema>;

export const officeInventorQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
});

/**
 * `POST /api/office/inventors/`: the create-account fields (spec §5 messages) and whether to
 * make an account (its credentials are mailed to the inventor, never answered).
 */
export const officeInventorCreateSchema = newInventorSchema.extend({
  create_account: z.boolean({ message: 'Use true or false.' }).default(false),
});
export type OfficeInventorCreate = z.input<typeof officeInventorCreateSchema>;

/** `PATCH /api/office/inventors/{id}/`: any subset of the create fields (no account here). */
export const officeInventorUpdateSchema = newInventorSchema.partial();
export type OfficeInventorUpdate = z.input<typeof officeInventorUpdateSchema>;

/** The kinds of office writes the audit log records (`action`). */
export const AUDIT_ACTIONS = [
  'ticket.status',
  'ticket.assign',
  'inventor.create',
  'inventor.update',
  'inventor.deactivate',
  'inventor.reactivate',
  'inventor.account_opened',
  'user.create',
  'user.sso_create',
  'user.sso_link',
  'user.sso_role',
  'user.password_drop',
  'user.two_factor_reset',
  'patent.create',
  'patent.update',
  'patent.document',
  'review.assign',
  'review.remove',
  'review.declare',
  'review.submit',
  'reviewer.create',
] as const;
export const AUDIT_TARGET_TYPES = ['ticket', 'inventor', 'user', 'patent'] as const;

/** `GET /api/office/audit/` rows, newest first. `actor` is null for an admin CLI write. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  summary: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z.object({
  /** An office user id. */
  actor: z.coerce
    .number({ message: 'Actor must be a user id.' })
    .int('Actor must be a user id.')
    .positive('Actor must be a user id.')
    .optional(),
  target_type: z
    .enum(AUDIT_TARGET_TYPES, {
      message: `Target type must be one of: ${AUDIT_TARGET_TYPES.join(', ')}.`,
    })
    .optional(),
  /** The id of the record (with or without `target_type`). */
  target_id: z.coerce
    .number({ message: 'Target id must be a record id.' })
    .int('Target id must be a record id.')
    .positive('Target id must be a record id.')
    .max(2_147_483_647, 'Target id must be a record id.')
    .optional(),
});

const patentText = (max: number) =>
  z
    .string({ message: 'Enter text.' })
    .trim()
    .max(max, `Max ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
/** An ISO date (`YYYY-MM-DD`), or a date-time as the importers also accept; empty clears it. */
const patentDate = z
  .union(
    [
      z.iso.date({ message: DATE_MESSAGE }),
      z.iso.datetime({ offset: true, local: true, message: DATE_MESSAGE }),
      z.literal(''),
    ],
    { message: DATE_MESSAGE },
  )
  .nullish()
  .transform((v) => (v ? v : null));

const LEVEL_MESSAGE = 'Enter a whole number from 0 to 9.';
const patentLevel = z
  .number({ message: LEVEL_MESSAGE })
  .int(LEVEL_MESSAGE)
  .min(0, LEVEL_MESSAGE)
  .max(9, LEVEL_MESSAGE)
  .nullish()
  .transform((v) => (v === undefined ? null : v));

export const HTTP_URL_MESSAGE = 'Enter an http:// or https:// URL.';

/** An absolute http(s) URL with a host (never javascript:, data: or a relative path). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/]+/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
export const PATENT_LIMITS = {
  title: 255,
  text: 255,
  abstract: 5000,
  schemas: 50,
  url: 2000,
  inventors: 50,
} as const;

/**
 * `POST /api/office/patents/` (and the whole patent after a `PATCH`): spec §3 fields, inventors
 * as ids, TRL/CRL 0–9, dates ISO (`YYYY-MM-DD`), schema URLs http(s) only. The `*_document`
 * fields are uploaded with `POST /api/office/patents/{id}/documents/`.
 */
export const officePatentPayloadSchema = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(PATENT_LIMITS.title, `Max ${PATENT_LIMITS.title} characters`),
  deposit_number: patentText(PATENT_LIMITS.text),
  deposit_date: patentDate,
  research_report_result: patentText(PATENT_LIMITS.text),
  research_report_date: patentDate,
  delivery_date: patentDate,
  status: patentText(PATENT_LIMITS.text),
  TRL_level: patentLevel,
  CRL_level: patentLevel,
  abstract: patentText(PATENT_LIMITS.abstract),
  contract_type: patentText(PATENT_LIMITS.text),
  sector: patentText(PATENT_LIMITS.text),
  nature: patentText(PATENT_LIMITS.text),
  affiliation: patentText(PATENT_LIMITS.text),
  schemas: z
    .array(
      z
        .string({ message: HTTP_URL_MESSAGE })
        .trim()
        .max(PATENT_LIMITS.url, `Max ${PATENT_LIMITS.url} characters`)
        .refine(isHttpUrl, { message: HTTP_URL_MESSAGE }),
      { message: HTTP_URL_MESSAGE },
    )
    .max(PATENT_LIMITS.schemas, `Max ${PATENT_LIMITS.schemas} schemas`)
    .default([]),
  inventors: z
    .array(z.number({ message: 'Inventors must be inventor ids' }).int().positive(), {
      message: 'Inventors must be inventor ids',
    })
    .max(PATENT_LIMITS.inventors, `At most ${PATENT_LIMITS.inventors} inventors`)
    .default([]),
});
export type OfficePatentPayload = z.input<typeof officePatentPayloadSchema>;

/** The documents of a patent the office uploads (a PDF each, at most 20 MB). */
export const PATENT_DOCUMENT_KINDS = ['deposit', 'research_report', 'delivery'] as const;
export type PatentDocumentKind = (typeof PATENT_DOCUMENT_KINDS)[number];
export const PATENT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
