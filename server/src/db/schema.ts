import type { Generated } from 'kysely';
import type {
  FormVersionTable,
  SsoLinkTable,
  SsoRequestTable,
  SsoSeenAssertionTable,
  TicketAnswersTable,
  TicketAttachmentTable,
} from './schema-part-3';
import type { KeptRowCountTable } from './kept-row-counts';
import type { ReviewReminderTable, ReviewRubricTable, ReviewTable } from './review-tables';
import type {
  AnalyticsAffiliationDayTable,
  AnalyticsAffiliationMonthTable,
  AnalyticsDecisionDayTable,
  AnalyticsDecisionMonthTable,
  AnalyticsSubmittedDayTable,
  AnalyticsSubmittedMonthTable,
} from './analytics-tables';

/**
 * The data model of spec §3. Times are ISO 8601 UTC strings and booleans are 0/1 integers in
 * both dialects, so one set of queries and one row mapper serve SQLite and PostgreSQL alike.
 */
export interface AffiliationTable {
  id: Generated<number>;
  name: string;
}

export interface InventorTable {
  id: Generated<number>;
  preferred_name: string | null;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  affiliation_id: number | null;
  orcid: string | null;
  /** Stored upload key of the profile photo (served under /api/files/photos/<key>). */
  image: string | null;
  /** Lower-cased, accent-stripped names and variants: the search column. */
  search_text: string;
  created_at: string;
}

export interface InventorNameVariantTable {
  id: Generated<number>;
  inventor_id: number;
  name: string;
  position: number;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  /** Null for an office account without an inventor record (migration 005-office-workspace). */
  inventor_id: number | null;
  must_change_password: number;
  created_at: string;
  /** 'inventor' | 'office' | 'reviewer' (migration 004-account-security and its comment for the columns below). */
  role: Generated<string>;
  /** 'en' | 'fr'. */
  language: Generated<string>;
  is_active: Generated<number>;
  totp_secret: string | null;
  two_factor_enabled_at: string | null;
  totp_last_step: number | null;
  password_issued_at: string | null;
  /** Display name of an account without an inventor record (office staff). */
  name: string | null;
  /** 0: signs in through a provider only, `password_hash` is unusable (migration 014-single-sign-on). */
  has_password: Generated<number>;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface SessionTable {
  /** sha256 of the cookie value: a leaked database row cannot be replayed as a cookie. */
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** `password` or `sso:<provider id>` (migration 014-single-sign-on). */
  sign_in_method: Generated<string>;
}

export interface TicketTable {
  id: Generated<number>;
  title: string;
  summary: string;
  context: string;
  problem_identification: string;
  drawing: string | null;
  status: string;
  meeting_date: string | null;
  is_draft: number;
  submitter_id: number;
  created_at: string;
  updated_at: string;
  /** The office account in charge (migration 005-office-workspace). */
  assignee_id: number | null;
  /** Comments on the ticket, kept by the comment insert (migration 006-conversation). */
  comments_count: Generated<number>;
  /** `YYYY-MM-DD` or null (migration 007-attestation and its comment for the columns below). */
  public_disclosure_date: string | null;
  /** paper | talk | thesis | poster | online, or null. */
  public_disclosure_kind: string | null;
  conception_date: string | null;
  /** A JSON list of strings. */
  funding: Generated<string>;
  /** Inventors whose confirmation is not `confirmed`. */
  unconfirmed_count: Generated<number>;
  /** The questionnaire version published at its creation (migration 015-questionnaire). */
  form_version: number | null;
  /** answersHash of the ticket's answers; null without any (ticket.mapper). */
  answers_hash: string | null;
  /** Kept by triggers for the office analytics (migration 019-analytics-kept-figures). */
  submitter_affiliation_id: Generated<number | null>;
  asked_info: Generated<number>;
  decision: Generated<string | null>;
  decided_at: Generated<string | null>;
  /** The title lower case without accents (normalizeSearch; migration 020-queue-search). */
  search_text: Generated<string>;
}

/** A comment of a ticket's thread (migration 006-conversation). */
export interface TicketCommentTable {
  id: Generated<number>;
  ticket_id: number;
  /** The account that wrote it; null once that account is deleted. */
  author_id: number | null;
  /** 'inventor' | 'office': the author's role when writing. */
  author_role: string;
  body: string;
  created_at: string;
}

/** An account's choice for one event, where it differs from the default (all on). */
export interface NotificationSettingTable {
  user_id: number;
  event: string;
  in_app: number;
  email: number;
}

export interface TicketHistoryTable {
  id: Generated<number>;
  ticket_id: number;
  status: string;
  meeting_date: string | null;
  message: string | null;
  /** The office account that made the change; null for the admin CLI. */
  by_user_id: number | null;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** The office account; null for the admin CLI. */
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number;
  summary: string;
  created_at: string;
}

export interface TicketInventorTable {
  ticket_id: number;
  inventor_id: number;
  position: number;
  /** The inventor's share, a whole percentage; null when the ticket gives no split. */
  percent: number | null;
  /** pending | confirmed | declined (migration 007-attestation). */
  confirmation_state: Generated<string>;
  confirmation_at: string | null;
  decline_reason: string | null;
  /** sha-256 (hex) of the version confirmed or declined. */
  confirmed_hash: string | null;
}

/** A disclosure-deadline reminder sent: its key makes each go out once. */
export interface DisclosureReminderTable {
  ticket_id: number;
  disclosure_date: string;
  days: number;
  /** 'inventor' | 'user' (an office account). */
  recipient_kind: string;
  recipient_id: number;
  sent_at: string;
}

export interface TicketCoApplicationTable {
  id: Generated<number>;
  ticket_id: number;
  value: string;
  position: number;
}

export interface PatentTable {
  id: Generated<number>;
  title: string;
  deposit_number: string | null;
  deposit_document: string | null;
  deposit_date: string | null;
  research_report_document: string | null;
  research_report_result: string | null;
  research_report_date: string | null;
  delivery_document: string | null;
  delivery_date: string | null;
  status: string | null;
  trl_level: number | null;
  crl_level: number | null;
  abstract: string | null;
  contract_type: string | null;
  sector: string | null;
  nature: string | null;
  affiliation: string | null;
  /** Lower-cased, accent-stripped title + inventor names: the search column. */
  search_text: string;
  created_at: string;
}

export interface PatentInventorTable {
  patent_id: number;
  inventor_id: number;
  position: number;
}

export interface PatentSchemaTable {
  id: Generated<number>;
  patent_id: number;
  url: string;
  position: number;
}

/** Addressed to an inventor (`inventor_id`) or, for office staff, to an account (`user_id`). */
export interface NotificationTable {
  id: Generated<number>;
  inventor_id: number | null;
  user_id: number | null;
  /** What happened (`@inventor-portal/shared/events`), rendered in the reader's language. */
  event: string;
  /** The event's parameters, a JSON object. */
  params: string;
  is_read: number;
  created_at: string;
}

export interface ActivityLogTable {
  id: Generated<number>;
  inventor_id: number;
  activity_type: string;
  /** What happened (`@inventor-portal/shared/events`), rendered in the reader's language. */
  event: string;
  /** The event's parameters, a JSON object. */
  params: string;
  created_at: string;
}

/**
 * An event mail held for the coalescing window (migration 013-security, mail/coalesce.ts): the
 * rows of one `coalesce_key` (recipient + ticket) due together go out as one mail.
 */
export interface MailPendingTable {
  id: Generated<number>;
  /** `<recipient email, lower case>|ticket:<id>`. */
  coalesce_key: string;
  /** The recipient's language and the ticket's title, for the digest's own lines. */
  language: string;
  ticket_title: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: string | null;
  attachments: string | null;
  created_at: string;
  /** The first event of the window's time plus the window: when the held mails go out. */
  due_at: string;
  /** 1: the window's first event, mailed at once (kept to open the window); 0: held. */
  sent: Generated<number>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The HTML alternative (migration 006-conversation); null: a text-only mail. */
  html_body: string | null;
  /** Extra headers as a JSON object (List-Unsubscribe...). */
  headers: string | null;
  /** Attachments as a JSON list of `{filename, contentType, content}`. */
  attachments: string | null;
  /** Last claimed for sending (009): a 'sending' row's lease, mail/outbox-claims.ts. */
  claimed_at: string | null;
}

/**
 * The hits of one rate-limited key (migration 024-rate-limit-rows; lib/rate-limit.ts): `hits` is
 * a JSON array of tokens `<ISO time>~<random>`, in time order, those of the window only.
 */
export interface RateLimitTable {
  bucket: string;
  key: string;
  hits: string;
}

/**
 * An uploaded file's bytes (migration 009-scale-out): where uploads live on PostgreSQL, so
 * every instance serves every file (lib/database-upload-store.ts).
 */
export interface UploadBlobTable {
  kind: string;
  key: string;
  data: Buffer;
  size: number;
  created_at: string;
}

/** A table's count of committed writes (db/table-versions.ts), one row per versioned table. */
export interface TableVersionTable {
  name: string;
  /** A bigint on PostgreSQL, which `pg` reads as a string. */
  version: number | string;
}

/** An account's versions of the tables it owns rows of (migration 025, db/owner-versions.ts). */
export interface UserVersionTable {
  user_id: number;
  notifications: Generated<number | string>;
}

/** An inventor's versions of the tables it owns rows of (migration 025, db/owner-versions.ts). */
export interface InventorVersionTable {
  inventor_id: number;
  notifications: Generated<number | string>;
}

export interface DB {
  affiliations: AffiliationTable;
  inventors: InventorTable;
  inventor_name_variants: InventorNameVariantTable;
  users: UserTable;
  sessions: SessionTable;
  tickets: TicketTable;
  ticket_inventors: TicketInventorTable;
  ticket_co_applications: TicketCoApplicationTable;
  patents: PatentTable;
  patent_inventors: PatentInventorTable;
  patent_schemas: PatentSchemaTable;
  notifications: NotificationTable;
  activity_logs: ActivityLogTable;
  mail_outbox: MailOutboxTable;
  mail_pending: MailPendingTable;
  rate_limits: RateLimitTable;
  recovery_codes: RecoveryCodeTable;
  ticket_history: TicketHistoryTable;
  audit_log: AuditLogTable;
  ticket_comments: TicketCommentTable;
  ticket_attachments: TicketAttachmentTable;
  notification_settings: NotificationSettingTable;
  disclosure_reminders: DisclosureReminderTable;
  upload_blobs: UploadBlobTable;
  table_versions: TableVersionTable;
  user_versions: UserVersionTable;
  inventor_versions: InventorVersionTable;
  sso_links: SsoLinkTable;
  sso_requests: SsoRequestTable;
  sso_seen_assertions: SsoSeenAssertionTable;
  form_versions: FormVersionTable;
  ticket_answers: TicketAnswersTable;
  review_rubric: ReviewRubricTable;
  reviews: ReviewTable;
  review_reminders: ReviewReminderTable;
  analytics_submitted_months: AnalyticsSubmittedMonthTable;
  analytics_affiliation_months: AnalyticsAffiliationMonthTable;
  analytics_decision_months: AnalyticsDecisionMonthTable;
  analytics_submitted_days: AnalyticsSubmittedDayTable;
  analytics_affiliation_days: AnalyticsAffiliationDayTable;
  analytics_decision_days: AnalyticsDecisionDayTable;
  kept_row_counts: KeptRowCountTable;
}
