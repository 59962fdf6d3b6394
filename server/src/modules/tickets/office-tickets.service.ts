import type { Kysely } from 'kysely';
import {
  NOT_AN_OFFICE_USER,
  OFFICE_SEARCH_LIMIT,
  OFFICE_TICKET_COUNT_NAMES,
  TICKET_STATUSES,
  WAITING_DAYS,
  type OfficeConfirmationFilter,
  type OfficeTicketCounts,
  type ReviewQueueFilter,
  type ReviewSummary,
  type TicketStatus,
} from '@inventor-portal/shared/schemas';
import { officeToday } from '@server/lib/office-calendar';
import type { DB, Db } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { officeSubmitters, type OfficeTicketFilter } from './office-ticket.repository';
import { listOfficeTicketRows } from './office-ticket-list.repository';
import { officeTicketCountRows } from './office-ticket-counts.repository';
import { disclosureFirstPage } from './ticket-disclosure.repository';
import type { TicketRow } from './ticket.mapper';
import { ticketsWithRelated } from './ticket.repository';
import { ticketRelated } from './ticket-related.repository';
import { officeListTuples, type OfficeListRelated } from './office-ticket-list-tuples.repository';
import { isPostgres } from '@server/db/dialect-of';
import { assignReturning, officeTicketExists } from './office-ticket-assign.repository';
import { officeTicketPage, officeTicketRow, type OfficeTicketPage } from './office-ticket-page';
import { accountDisplayName, accountNames } from '../accounts/users.service';
import { officeAttestation, type OfficeAttestedRow } from '../attestation/attestation.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import type { MailContext } from '../notifications/event-notices.service';
import { setTicketStatus } from './ticket-status.service';
import { answersOfTickets } from '../forms/forms.service';
import { reviewFilterCondition, ticketReviewSummaries } from '../reviews/review-summary.service';
import { conflictedTicketIds } from '../reviews/review-access.service';

/*
 * The office's view of the tickets (API.md Part 2 "Ticket lifecycle"): every inventor's
 * non-draft tickets, with their submitter, assignee and history. Drafts are `404 Not found.`
 */

/** The filters as the route received them (`assignee`: `me`, `none` or an id). */
export interface OfficeTicketQuery {
  status?: TicketStatus;
  search?: string;
  ordering?: string;
  assignee?: string;
  affiliation?: number;
  waiting?: boolean;
  /** API.md Part 2 "Attestation": `incomplete` = not every inventor confirmed. */
  confirmation?: OfficeConfirmationFilter;
  /** API.md Part 3 "Committee review" (docs/api.md): `none`, `assigned`, `submitted`, `overdue`. */
  review?: ReviewQueueFilter;
}

/** Before this time, a ticket pending since then is "waiting" (more than WAITING_DAYS days). */
const waitingCutoff = (now = Date.now()) =>
  new Date(now - WAITING_DAYS * 24 * 3600_000).toISOString();

function toFilter(caller: { userId: number }, query: OfficeTicketQuery): OfficeTicketFilter {
  const { assignee } = query;
  return {
    status: query.status,
    search: query.search,
    affiliation: query.affiliation,
    assignee:
      assignee === undefined
        ? undefined
        : assignee === 'none'
          ? 'none'
          : assignee === 'me'
            ? caller.userId
            : Number(assignee),
    pendingBefore: query.waiting ? waitingCutoff() : undefined,
    confirmation: query.confirmation,
    review: query.review ? reviewFilterCondition(query.review, officeToday()) : undefined,
    // A declared conflict of interest closes the ticket to its reviewer, office staff too.
    conflicted: conflictedTicketIds(caller.userId),
  };
}

/**
 * What a page of the queue shows besides its rows: on PostgreSQL one statement
 * (office-ticket-list-tuples.repository.ts); on SQLite one batched query per table.
 */
async function officeListRelated(db: Db, rows: TicketRow[]): Promise<OfficeListRelated> {
  if (isPostgres(db))
    return officeListTuples(
      db,
      rows.map((r) => r.id),
    );
  const [related, submitters, assignees, reviews] = await Promise.all([
    ticketRelated(
      db,
      rows.map((r) => r.id),
    ),
    officeSubmitters(
      db,
      rows.map((r) => r.submitter_id),
    ),
    accountNames(
      db,
      rows.flatMap((r) => (r.assignee_id === null ? [] : [r.assignee_id])),
    ),
    // API.md Part 3 "Committee review": one grouped query for the page's rows.
    ticketReviewSummaries(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return { related, submitters, assignees, reviews };
}

/**
 * Ticket rows → office rows: the ticket, its submitter (with email), assignee, comment count,
 * and the attestation summary and disclosure flags.
 */
async function toOfficeRows(
  db: Db,
  rows: TicketRow[],
): Promise<Array<OfficeAttestedRow & { review_summary: ReviewSummary }>> {
  if (rows.length === 0) return [];
  const { related, submitters, assignees, reviews } = await officeListRelated(db, rows);
  const tickets = ticketsWithRelated(rows, related);
  return rows.map((row, index) => {
    const submitter = submitters.get(row.submitter_id);
    if (!submitter) throw new Error(`ticket ${row.id}: submitter ${row.submitter_id} missing`);
    const assignee = row.assignee_id === null ? undefined : assignees.get(row.assignee_id);
    return {
      ...tickets[index],
      submitter,
      assignee:
        assignee && row.assignee_id !== null ? { id: row.assignee_id, name: assignee.name } : null,
      // Kept on the row by every comment insert: no count per page.
      comments_count: row.comments_count,
      ...officeAttestation(row, tickets[index]),
      review_summary: reviews.get(row.id) ?? {
        assigned: 0,
        submitted: 0,
        mean_score: null,
        recommendations: { file: 0, do_not_file: 0, more_info: 0 },
      },
    };
  });
}

/**
 * A search's list stops at OFFICE_SEARCH_LIMIT matches (issue 33), except for the exports
 * (`answers`), which take every match.
 */
const searchCap = (query: OfficeTicketQuery, exporting = false) =>
  query.search?.trim() && !exporting ? OFFICE_SEARCH_LIMIT : undefined;

/** One page of the office's tickets, newest first unless `ordering` says otherwise. */
export async function listOfficeTickets(
  db: Kysely<DB>,
  caller: { userId: number },
  query: OfficeTicketQuery,
  page: { offset: number; pageSize: number },
  include: { answers: boolean } = { answers: false },
): Promise<{ count: number; capped: boolean; results: OfficeAttestedRow[] }> {
  const filter = toFilter(caller, query);
  const limits = { offset: page.offset, limit: page.pageSize };
  const cap = searchCap(query, include.answers);
  const { count, capped, rows } =
    query.ordering === 'disclosure'
      ? await disclosureFirstPage(db, filter, limits, cap)
      : await listOfficeTicketRows(db, filter, query.ordering, limits, cap);
  const results = await toOfficeRows(db, rows);
  if (!include.answers) return { count, capped, results };
  // Only when asked (the exports): the queue itself never reads the answers.
  const answers = await answersOfTickets(
    db,
    rows.map((r) => r.id),
  );
  return {
    count,
    capped,
    results: results.map((r) => ({ ...r, answers: answers.get(r.id) ?? {} })),
  };
}

/**
 * Per-status counts under the list's other filters (`status` and `waiting` are ignored); under
 * a search each stops at OFFICE_SEARCH_LIMIT, `capped` naming those that reached it.
 */
export async function countOfficeTickets(
  db: Kysely<DB>,
  caller: { userId: number },
  query: OfficeTicketQuery,
): Promise<OfficeTicketCounts> {
  const { status: _status, pendingBefore: _pending, ...filter } = toFilter(caller, query);
  const { byStatus, waiting, unassigned, capped } = await officeTicketCountRows(
    db,
    filter,
    waitingCutoff(),
    searchCap(query),
  );
  const of = (status: TicketStatus) => byStatus.get(status) ?? 0;
  const counts: OfficeTicketCounts = {
    pending: of('pending'),
    needs_info: of('needs_info'),
    approved: of('approved'),
    refused: of('refused'),
    waiting,
    unassigned,
    total: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
  };
  if (capped.size === 0) return counts;
  // The total is a sum of the statuses: at least as many as it says when one of them stopped.
  if (TICKET_STATUSES.some((status) => capped.has(status))) capped.add('total');
  return { ...counts, capped: OFFICE_TICKET_COUNT_NAMES.filter((name) => capped.has(name)) };
}

/** One non-draft ticket with its inventors' summaries and its history, oldest first. */
export async function getOfficeTicket(db: Kysely<DB>, id: number): Promise<OfficeTicketPage> {
  return officeTicketPage(db, id);
}

/**
 * The office's status change: the rules of `setTicketStatus` (the admin CLI runs the same), by
 * an office account. Answers the ticket as the detail shows it.
 */
export async function changeTicketStatus(
  db: Kysely<DB>,
  config: MailContext,
  actor: Actor,
  id: number,
  change: { status: TicketStatus; meeting_date?: string | null; message?: string | null },
): Promise<OfficeTicketPage> {
  const result = await setTicketStatus(
    db,
    {
      ticketId: id,
      status: change.status,
      meetingDate:
        change.meeting_date === undefined
          ? undefined
          : change.meeting_date === null
            ? null
            : new Date(change.meeting_date).toISOString(),
      message: change.message,
      actor,
    },
    config,
  );
  if (!result) throw notFound();
  return officeTicketPage(db, id);
}

const notAnOfficeUser = () =>
  new HttpError(400, NOT_AN_OFFICE_USER, { assignee: [NOT_AN_OFFICE_USER] });

/**
 * Assigns a non-draft ticket to an active office account, or to nobody (`null`), with an audit
 * entry. 400 when the id is not an active office account.
 */
export async function assignTicket(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  assigneeId: number | null,
): Promise<OfficeAttestedRow> {
  await db.transaction().execute(async (trx) => {
    // The checks are the write's conditions; its answer names the ticket and the assignee.
    const assigned = await assignReturning(trx, id, assigneeId);
    if (!assigned) {
      // Nothing written: which check failed (404 first, as before the write).
      if (!(await officeTicketExists(trx, id))) throw notFound();
      throw notAnOfficeUser();
    }
    const { title, assignee } = assigned;
    await recordAudit(
      trx,
      actor,
      'ticket.assign',
      { type: 'ticket', id },
      assignee === null
        ? `Ticket '${title}' unassigned`
        : `Ticket '${title}' assigned to ${accountDisplayName(assignee)}`,
    );
  });
  return officeTicketRow(db, id);
}
