import type { Generated } from 'kysely';

/*
 * The tables API.md Part 3 added (campus sign-in, the questionnaire, attachments; migrations
 * 014–016), beside schema.ts, which lists every table in `DB`.
 */

/** A version of the office's questionnaire (migration 015-questionnaire); `id` is its number. */
export interface FormVersionTable {
  id: Generated<number>;
  /** draft | published | retired */
  status: string;
  /** The JSON of `{sections}`. */
  definition: string;
  questions_count: number;
  published_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A ticket's answers to its form version, apart from `tickets` so lists never read them. */
export interface TicketAnswersTable {
  ticket_id: number;
  /** A JSON object `{key: value}`. */
  answers: string;
  /** Lower case, accents stripped: what the office queue search matches. */
  search_text: string;
}

/** A file attached to a ticket (migration 016-ticket-attachments). */
export interface TicketAttachmentTable {
  id: Generated<number>;
  ticket_id: number;
  /** The name the uploader gave, without any path: shown and used for downloads only. */
  name: string;
  /** `name` lower case without accents: what the office queue's search matches. */
  search_text: string;
  size: number;
  /** Sniffed from the bytes (text and CSV: by name, once checked to be text). */
  content_type: string;
  /** The random key of the upload store, kind `attachments`. */
  storage_key: string;
  /** The account that uploaded it; null once that account is gone. */
  uploaded_by: number | null;
  created_at: string;
}

/** A provider's subject linked to an account (migration 014-single-sign-on). */
export interface SsoLinkTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  created_at: string;
  last_used_at: string | null;
}

/** A sign-in the portal started at a provider: OIDC `state` or the SAML AuthnRequest id. */
export interface SsoRequestTable {
  id: string;
  provider: string;
  nonce: string | null;
  code_verifier: string | null;
  next: string | null;
  created_at: string;
  expires_at: string;
}

/** A SAML assertion id accepted once, kept until the assertion expires. */
export interface SsoSeenAssertionTable {
  provider: string;
  assertion_id: string;
  expires_at: string;
}
