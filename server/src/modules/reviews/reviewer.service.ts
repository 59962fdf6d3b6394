import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import {
  REVIEW_ALREADY_DECLARED,
  REVIEW_DECLARE_FIRST,
  REVIEW_IS_SUBMITTED,
  REVIEW_RECOMMENDATION_MISSING,
  REVIEW_SCORE_MISSING,
  REVIEW_SUBMIT_FIRST,
  REVIEW_TWO_FACTOR_FIRST,
  REVIEW_UNKNOWN_CRITERION,
  weightedScore,
  type MyReview,
  type MyReviewRow,
  type OtherReview,
  type ReviewerTicket,
  type ReviewSave,
} from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import type { LiveEvent } from '@server/live/events';
import { publishLive } from '@server/live/publish';
import { accountNames } from '../accounts/users.service';
import { recordAudit } from '../audit/audit.service';
import { getAnsweredFormVersion } from '../forms/forms.service';
import { inventorSummaries } from '../inventors/inventor.mapper';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { ticketOffice } from '../tickets/ticket-audience.service';
import { findTicket, hydrateTicketWithAnswers } from '../tickets/ticket-reads.service';
import {
  scoresOf,
  toMyReview,
  toMyReviewRow,
  toOtherReview,
  type ReviewRow,
} from './review.mapper';
import {
  findReview,
  findRubric,
  titleAndRubric,
  reviewerReviews,
  ticketReviews,
  updateReview,
} from './reviews.repository';

/*
 * The reviewer's side of committee review (API.md Part 3, `/api/reviews/...`): any account
 * reaches only its own assignments (another's is 404). Before declaring, only the title; a
 * declared conflict closes the ticket to the reviewer (404 on everything of it but its own
 * declaration); reading the ticket needs two-factor sign-in on; the others' reviews only once
 * one's own is submitted.
 */

/** Who calls: the session's account, and whether it signed in strongly enough to read a ticket. */
export interface ReviewCaller {
  userId: number;
  /** Two-factor sign-in on, or a single-sign-on session. */
  strongSignIn: boolean;
}

const declareFirst = () =>
  new HttpError(403, REVIEW_DECLARE_FIRST, { code: 'conflict_declaration_required' });
const twoFactorFirst = () =>
  new HttpError(403, REVIEW_TWO_FACTOR_FIRST, { code: 'two_factor_required' });
const submitted = () => new HttpError(409, REVIEW_IS_SUBMITTED);

/** The caller's own assignment, else 404. */
async function ownReview(db: Db, caller: ReviewCaller, reviewId: number): Promise<ReviewRow> {
  const row = await findReview(db, reviewId);
  if (!row || row.reviewer_id !== caller.userId) throw notFound();
  return row;
}

/** The caller's own assignment with the ticket open to it: declared without conflict. */
async function openReview(db: Db, caller: ReviewCaller, reviewId: number): Promise<ReviewRow> {
  const row = await ownReview(db, caller, reviewId);
  if (row.state === 'conflicted') throw notFound();
  if (row.state === 'invited') throw declareFirst();
  return row;
}

async function titleOf(db: Db, ticketId: number): Promise<string> {
  return (await findTicket(db, ticketId))?.title ?? '';
}

async function myReview(db: Db, row: ReviewRow): Promise<MyReview> {
  const { title, rubric } = await titleAndRubric(db, row.ticket_id);
  return toMyReview(row, title, rubric);
}

export async function listMyReviews(db: Kysely<DB>, caller: ReviewCaller): Promise<MyReviewRow[]> {
  const rows = await reviewerReviews(db, caller.userId);
  return rows.map((row) => toMyReviewRow(row, row.title));
}

export async function getMyReview(
  db: Kysely<DB>,
  caller: ReviewCaller,
  reviewId: number,
): Promise<MyReview> {
  return myReview(db, await ownReview(db, caller, reviewId));
}

/** Tells the ticket's office (the assignee, or every office account) in the bell. */
async function officeAudience(db: Db, ticketId: number) {
  const ticket = await findTicket(db, ticketId);
  if (!ticket) throw notFound();
  return { ticket, office: await ticketOffice(db, ticket) };
}

/** `conflict: true` → `conflicted` (the office is told); else `in_progress`. Once only. */
export async function declareReview(
  db: Kysely<DB>,
  config: MailContext,
  caller: ReviewCaller,
  reviewId: number,
  input: { conflict: boolean; note: string | null },
): Promise<MyReview> {
  const row = await ownReview(db, caller, reviewId);
  if (row.state !== 'invited') throw new HttpError(409, REVIEW_ALREADY_DECLARED);
  const { ticket, office } = await officeAudience(db, row.ticket_id);
  const name = (await accountNames(db, [caller.userId])).get(caller.userId)?.name ?? '';
  const { updated, live } = await db.transaction().execute(async (trx) => {
    const written = await updateReview(trx, reviewId, ['invited'], {
      state: input.conflict ? 'conflicted' : 'in_progress',
      declared_at: nowIso(),
      conflict_note: input.note,
    });
    if (!written) throw new HttpError(409, REVIEW_ALREADY_DECLARED);
    // The office's bell, per each account's notification settings (no mail).
    const told = input.conflict
      ? await sendEventNotice(
          trx,
          config,
          { userIds: office, except: { userId: caller.userId, inventorId: null } },
          {
            event: 'review_declared_conflict',
            ticket: { id: ticket.id, title: ticket.title },
            feed: feedEvent('review_declared_conflict', { title: ticket.title, name }),
            mail: null,
          },
        )
      : [];
    await recordAudit(
      trx,
      { userId: caller.userId },
      'review.declare',
      { type: 'ticket', id: ticket.id },
      input.conflict
        ? `Ticket '${ticket.title}': ${name} declared a conflict of interest`
        : `Ticket '${ticket.title}': ${name} declared no conflict of interest`,
    );
    return { updated: written, live: told };
  });
  await publishLive(db, live);
  return myReview(db, updated);
}

/** The ticket as the reviewer reads it: never the discussion. */
export async function reviewerTicket(
  db: Kysely<DB>,
  caller: ReviewCaller,
  reviewId: number,
): Promise<ReviewerTicket> {
  const row = await openReview(db, caller, reviewId);
  if (!caller.strongSignIn) throw twoFactorFirst();
  const ticketRow = await findTicket(db, row.ticket_id);
  if (!ticketRow) throw notFound();
  const [ticket, rubric] = await Promise.all([
    hydrateTicketWithAnswers(db, ticketRow),
    findRubric(db),
  ]);
  const [summaries, form] = await Promise.all([
    inventorSummaries(db, ticket.inventors),
    ticket.form_version === null
      ? null
      : getAnsweredFormVersion(db, ticket.form_version).catch(() => null),
  ]);
  return {
    // Its attachments' files are served to this reviewer (attachments.service
    // `ticketAttachmentsAccess`); the answers under the labels of the ticket's form version.
    ...ticket,
    form,
    inventor_details: ticket.inventors.flatMap((id) => {
      const s = summaries.get(id);
      return s ? [{ id, name: s.preferred_name || s.full_name || '' }] : [];
    }),
    contributions: ticket.contributions,
    review: toMyReview(row, ticket.title, rubric),
    rubric,
  };
}

/** Saves what is given (incomplete is fine): 400 unknown criterion, 409 once submitted. */
export async function saveReview(
  db: Kysely<DB>,
  caller: ReviewCaller,
  reviewId: number,
  input: ReviewSave,
): Promise<MyReview> {
  const row = await openReview(db, caller, reviewId);
  if (row.state === 'submitted') throw submitted();
  const rubric = await findRubric(db);
  const keys = new Set(rubric.criteria.map((c) => c.key));
  if (input.scores && Object.keys(input.scores).some((key) => !keys.has(key))) {
    throw new HttpError(400, REVIEW_UNKNOWN_CRITERION, { scores: [REVIEW_UNKNOWN_CRITERION] });
  }
  const written = await updateReview(db, reviewId, ['in_progress'], {
    ...(input.scores === undefined ? {} : { scores: JSON.stringify(input.scores) }),
    ...(input.recommendation === undefined ? {} : { recommendation: input.recommendation }),
    ...(input.comment === undefined ? {} : { comment: input.comment }),
  });
  if (!written) throw submitted();
  return toMyReview(written, await titleOf(db, row.ticket_id), rubric);
}

/** Submits for good: every criterion scored and a recommendation; the office is told (live too). */
export async function submitReview(
  db: Kysely<DB>,
  config: MailContext,
  caller: ReviewCaller,
  reviewId: number,
): Promise<MyReview> {
  const row = await openReview(db, caller, reviewId);
  if (row.state === 'submitted') throw submitted();
  const rubric = await findRubric(db);
  const scores = scoresOf(row);
  const score = weightedScore(rubric.criteria, scores);
  if (score === null) {
    throw new HttpError(400, REVIEW_SCORE_MISSING, { scores: [REVIEW_SCORE_MISSING] });
  }
  if (row.recommendation === null) {
    throw new HttpError(400, REVIEW_RECOMMENDATION_MISSING, {
      recommendation: [REVIEW_RECOMMENDATION_MISSING],
    });
  }
  const { ticket, office } = await officeAudience(db, row.ticket_id);
  const name = (await accountNames(db, [caller.userId])).get(caller.userId)?.name ?? '';
  const audience = office.filter((id) => id !== caller.userId);
  const { written, told } = await db.transaction().execute(async (trx) => {
    const done = await updateReview(trx, reviewId, ['in_progress'], {
      state: 'submitted',
      submitted_at: nowIso(),
      score_centi: Math.round(score * 100),
    });
    if (!done) throw submitted();
    // The office's bell, per each account's notification settings (no mail).
    const bell = await sendEventNotice(
      trx,
      config,
      { userIds: audience },
      {
        event: 'review_submitted',
        ticket: { id: ticket.id, title: ticket.title },
        feed: feedEvent('review_submitted', { title: ticket.title, name }),
        mail: null,
      },
    );
    await recordAudit(
      trx,
      { userId: caller.userId },
      'review.submit',
      { type: 'ticket', id: ticket.id },
      `Ticket '${ticket.title}': ${name} submitted a review (score ${score.toFixed(2)})`,
    );
    return { written: done, told: bell };
  });
  const live: LiveEvent[] = audience.length
    ? [
        {
          userIds: audience,
          name: 'review_submitted',
          data: { ticket: ticket.id, review: reviewId },
        },
      ]
    : [];
  await publishLive(db, [...told, ...live]);
  return toMyReview(written, ticket.title, rubric);
}

/** The other submitted reviews of the ticket, once the caller's own is submitted. */
export async function otherReviews(
  db: Kysely<DB>,
  caller: ReviewCaller,
  reviewId: number,
): Promise<OtherReview[]> {
  const row = await openReview(db, caller, reviewId);
  if (row.state !== 'submitted') throw new HttpError(403, REVIEW_SUBMIT_FIRST);
  if (!caller.strongSignIn) throw twoFactorFirst();
  const others = (await ticketReviews(db, row.ticket_id)).filter(
    (r) => r.id !== row.id && r.state === 'submitted',
  );
  const [names, rubric] = await Promise.all([
    accountNames(
      db,
      others.map((r) => r.reviewer_id),
    ),
    findRubric(db),
  ]);
  return others.map((r) => toOtherReview(r, names.get(r.reviewer_id)?.name ?? '', rubric));
}
