import { callerScoped } from '../db/owner-versions';

/**
 * The tables each remembered answer is computed from (lib/response-cache.ts,
 * modules/inventors/inventor-counts-cache.ts): an answer stays remembered while none of them
 * is written (db/table-versions.ts). A table missing from a list is caught when the answer is
 * computed (db/version-cache.ts), and test/db/answer-tables.test.ts writes each listed table
 * and checks that the next read is computed again.
 */

/** `inventorCounts`: the inventor's tickets, patents and distinct co-inventors. */
export const INVENTOR_COUNTS_READS = [
  'tickets',
  'ticket_inventors',
  'patents',
  'patent_inventors',
] as const;

/** GET /me: the account, its inventor with affiliation and name variants, and the counts. */
export const ME_READS = [
  'users',
  'inventors',
  'inventor_name_variants',
  'affiliations',
  ...INVENTOR_COUNTS_READS,
] as const;

/** GET /patents: the caller's patents, their inventors (names, searched, affiliations), schemas. */
export const PATENTS_READS = [
  'patents',
  'patent_inventors',
  'patent_schemas',
  'inventors',
  'inventor_name_variants',
  'affiliations',
] as const;

/** GET /office/patents: every patent, their inventors and schemas, and the kept count of them. */
export const OFFICE_PATENTS_READS = [...PATENTS_READS, 'kept_row_counts'] as const;

/**
 * GET /notifications: the own notifications and the unread count, remembered per owner
 * (db/owner-versions.ts): a notification for someone else leaves the answer remembered.
 */
export const NOTIFICATIONS_READS = [callerScoped('notifications')] as const;

/** POST /inventors/search: inventors by name and name variants. */
export const INVENTOR_SEARCH_READS = [
  'inventors',
  'inventor_name_variants',
  'affiliations',
] as const;

/**
 * GET /tickets (the inventor's): tickets submitted or co-invented, their inventors,
 * co-applications, attachments and submitters.
 */
export const TICKETS_READS = [
  'tickets',
  'ticket_inventors',
  'ticket_co_applications',
  'ticket_attachments',
  'inventors',
  'users',
] as const;

/** GET /tickets?answers=true (the inventor's exports): the list, and each ticket's answers. */
export const TICKETS_WITH_ANSWERS_READS = [...TICKETS_READS, 'ticket_answers'] as const;

/**
 * The office queue and its counts (GET /office/tickets, /office/tickets/counts): every table
 * about a ticket, its filters and its search (titles, names, answers, attachment names) read,
 * the reviews summarised on each row, and the accounts (submitters, assignees).
 */
const OFFICE_QUEUE_READS = [
  'tickets',
  // The counts without a search or ticket-by-ticket filter (office-ticket-counts.repository.ts).
  'analytics_submitted_months',
  'ticket_inventors',
  'ticket_co_applications',
  'ticket_history',
  'ticket_attachments',
  'ticket_answers',
  'form_versions',
  'reviews',
  'inventors',
  'inventor_name_variants',
  'users',
  'affiliations',
] as const;

export const OFFICE_TICKETS_READS = OFFICE_QUEUE_READS;
export const OFFICE_TICKET_COUNTS_READS = OFFICE_QUEUE_READS;
