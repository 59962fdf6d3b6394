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
  type NotificationEvent,
  type OtherReview,
  type ReviewerTicket,
  type ReviewSave,
} from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { HttpError, notFound } from '@server/lib/http-error';
import { nowIso } from '@server/lib/time';
import type { LiveEvent } from '@server/live/events';
import { publishLive } from '@server/live/publish';
import { toAttachment } from '../attachments/attachment.mapper';
import { recordAudit } from '../audit/audit.service';
import { answeredFormVersion, answersOf } from '../forms/forms.mapper';
import {
  sendEventNotice,
  type KnownRecipients,
  type MailContext,
} from '../notifications/event-notices.service';
import { ticketOfficeAmong } from '../tickets/ticket-audience.service';
import { toTicket } from '../tickets/ticket.mapper';
import {
  scoresOf,
  toMyReview,
  toMyReviewRow,
  toOtherReview,
  type ReviewRow,
} from './review.mapper';
import { reviewContext, type ContextTicket, type ReviewContext } from './review-context.repository';
import { reviewerOthersPage, reviewerTicketPage } from './reviewer-page.repository';
import {
  findReview,
  reviewerReviews,
  rubricOf,
  titleAndRubric,
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
function own(caller: ReviewCaller, row: ReviewRow | undefined): ReviewRow {
  if (!row || row.reviewer_id !== caller.userId) throw notFound();
  return row;
}

/** The caller's own assignment with the ticket open to it: declared without conflict. */
function opened(caller: ReviewCaller, row: ReviewRow | undefined): ReviewRow {
  const mine = own(caller, row);
  if (mine.state === 'conflicted') throw notFound();
  if (mine.state === 'invited') throw declareFirst();
  return mine;
}

async function ownReview(db: Db, caller: ReviewCaller, reviewId: number): Promise<ReviewRow> {
  return own(caller, await findReview(db, reviewId));
}

async function openReview(db: Db, caller: ReviewCaller, reviewId: number): Promise<ReviewRow> {
  return opened(caller, await findReview(db, reviewId));
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

/** The caller's review as a write reads it (review-context.repository.ts), else 404. */
async function ownContext(
  db: Db,
  caller: ReviewCaller,
  reviewId: number,
  office: NotificationEvent | null,
): Promise<ReviewContext> {
  const context = await reviewContext(db, reviewId, caller.userId, { office });
  if (!context) throw notFound();
  return context;
}

/** The ticket's office told of a review (the assignee, or every office account), else 404. */
/** The office accounts the context read, with their channels for `event` (read with it). */
const knownOffice = (context: ReviewContext, event: NotificationEvent): KnownRecipients => ({
  event,
  accounts: context.officeRecipients,
  userIds: context.officeCandidates,
});

function officeAudience(context: ReviewContext): { ticket: ContextTicket; office: number[] } {
  const { ticket } = context;
  if (!ticket) throw notFound();
  return { ticket, office: ticketOfficeAmong(ticket, context.officeCandidates) };
}

/** `conflict: true` → `conflicted` (the office is told); else `in_progress`. Once only. */
export async function declareReview(
  db: Kysely<DB>,
  config: MailContext,
  caller: ReviewCaller,
  reviewId: number,
  input: { conflict: boolean; note: string | null },
): Promise<MyReview> {
  // The review, its ticket, the caller's name, the rubric (and the office that hears of a
  // conflict): one statement.
  const context = await ownContext(
    db,
    caller,
    reviewId,
    input.conflict ? 'review_declared_conflict' : null,
  );
  if (context.row.state !== 'invited') throw new HttpError(409, REVIEW_ALREADY_DECLARED);
  const { ticket, office } = officeAudience(context);
  const { name } = context;
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
          {
            userIds: office,
            except: { userId: caller.userId, inventorId: null },
            known: knownOffice(context, 'review_declared_conflict'),
          },
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
  return toMyReview(updated, ticket.title, rubricOf(context.criteria));
}

/**
 * The ticket as the reviewer reads it: never the discussion. The review, the rubric, the
 * ticket, its related rows, its answers and their form: one statement
 * (reviewer-page.repository.ts).
 */
export async function reviewerTicket(
  db: Kysely<DB>,
  caller: ReviewCaller,
  reviewId: number,
): Promise<ReviewerTicket> {
  if (!caller.strongSignIn) {
    await openReview(db, caller, reviewId);
    throw twoFactorFirst();
  }
  const page = await reviewerTicketPage(db, reviewId, caller.userId);
  const row = opened(caller, page.review?.row);
  if (!page.ticket) throw notFound();
  const rubric = rubricOf(page.review?.criteria ?? null);
  const ticket = {
    ...toTicket(
      page.ticket,
      page.inventors.map((i) => i.link),
      page.coApplicants,
      page.attachments.map(toAttachment),
    ),
    answers: answersOf(page.answers),
  };
  return {
    // Its attachments' files are served to this reviewer (attachments.service
    // `ticketAttachmentsAccess`); the answers under the labels of the ticket's form version.
    ...ticket,
    form: answeredFormVersion(page.form),
    inventor_details: page.inventors.flatMap(({ link, name }) =>
      name ? [{ id: link.inventor_id, name: name.preferred_name || name.full_name || '' }] : [],
    ),
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
  // The review, the rubric and the ticket's title: one statement.
  const context = await ownContext(db, caller, reviewId, null);
  const row = opened(caller, context.row);
  if (row.state === 'submitted') throw submitted();
  const rubric = rubricOf(context.criteria);
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
  return toMyReview(written, context.ticket?.title ?? '', rubric);
}

/** Submits for good: every criterion scored and a recommendation; the office is told (live too). */
export async function submitReview(
  db: Kysely<DB>,
  config: MailContext,
  caller: ReviewCaller,
  reviewId: number,
): Promise<MyReview> {
  // The review, the rubric, its ticket, the office that hears of it and the caller's name:
  // one statement.
  const context = await ownContext(db, caller, reviewId, 'review_submitted');
  const row = opened(caller, context.row);
  if (row.state === 'submitted') throw submitted();
  const rubric = rubricOf(context.criteria);
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
  const { ticket, office } = officeAudience(context);
  const { name } = context;
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
      { userIds: audience, known: knownOffice(context, 'review_submitted') },
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

/**
 * The other submitted reviews of the ticket, once the caller's own is submitted: the caller's
 * review, the rubric, the others and their reviewers' names in one statement.
 */
export async function otherReviews(
  db: Kysely<DB>,
  caller: ReviewCaller,
  reviewId: number,
): Promise<OtherReview[]> {
  if (!caller.strongSignIn) {
    // Nothing of the others is read for a caller who may not see them.
    const row = await openReview(db, caller, reviewId);
    if (row.state !== 'submitted') throw new HttpError(403, REVIEW_SUBMIT_FIRST);
    throw twoFactorFirst();
  }
  const page = await reviewerOthersPage(db, reviewId, caller.userId);
  const row = opened(caller, page.review?.row);
  if (row.state !== 'submitted') throw new HttpError(403, REVIEW_SUBMIT_FIRST);
  const rubric = rubricOf(page.review?.criteria ?? null);
  return page.others.map((other) => toOtherReview(other.row, other.name, rubric));
}
