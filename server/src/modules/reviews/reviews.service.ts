import type { Kysely } from 'kysely';
import { feedEvent } from '@inventor-portal/shared/events';
import {
  REVIEW_ALREADY_ASSIGNED,
  REVIEW_SUBMITTED_CANNOT_REMOVE,
  REVIEWER_IS_INVENTOR,
  REVIEWER_NOT_AN_ACCOUNT,
  type ReviewAssign,
  type ReviewAssignment,
  type Rubric,
} from '@inventor-portal/shared/schemas';
import type { DB, Db } from '@server/db/database';
import { isUniqueViolation } from '@server/lib/database-errors';
import { HttpError, notFound } from '@server/lib/http-error';
import { recordAudit, type Actor } from '../audit/audit.service';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { publishLive } from '@server/live/publish';
import type { LiveEvent } from '@server/live/events';
import { reviewAssignedMail, reviewUrl } from './review-mails';
import { toAssignment } from './review.mapper';
import { assignmentChecks, officeReviewList, removalChecks } from './office-reviews.repository';
import { deleteReview, findRubric, insertReview, rubricOf, saveRubric } from './reviews.repository';

/*
 * The office's side of committee review (API.md Part 3 "Committee review"): the rubric, and the
 * assignments of reviewers to a ticket. The reviewer's side is reviewer.service.ts.
 */

export const getRubric = (db: Db): Promise<Rubric> => findRubric(db);

export async function putRubric(db: Kysely<DB>, rubric: Rubric): Promise<Rubric> {
  await saveRubric(db, rubric);
  return findRubric(db);
}

/**
 * Every assignment of the ticket, with the office's warnings about each reviewer: the ticket,
 * the assignments, the reviewers' names and warnings and the rubric in one statement
 * (office-reviews.repository.ts).
 */
export async function listTicketReviews(
  db: Kysely<DB>,
  ticketId: number,
): Promise<ReviewAssignment[]> {
  const { ticket, reviews } = await officeReviewList(db, ticketId);
  // A non-draft ticket (drafts do not exist for the office): else 404.
  if (!ticket || ticket.is_draft) throw notFound();
  const rubric = rubricOf(ticket.criteria);
  return reviews.map(({ row, name, warnings }) => toAssignment(row, { name }, rubric, warnings));
}

const reviewerError = (message: string) => new HttpError(400, message, { reviewer: [message] });

/**
 * Assigns a reviewer (any active account but an inventor of the ticket) with a due date: the
 * reviewer is told (bell and mail, in their language), the office's audit log has it. The
 * checks (the ticket, the account, the ticket's inventors, an existing assignment) and what the
 * answer shows (the reviewer's name and warnings, the rubric) are one statement.
 */
export async function assignReview(
  db: Kysely<DB>,
  config: MailContext,
  actor: Actor,
  ticketId: number,
  input: ReviewAssign,
): Promise<ReviewAssignment> {
  const checks = await assignmentChecks(db, ticketId, input.reviewer);
  if (!checks || checks.ticket.is_draft) throw notFound();
  const { ticket, reviewer } = checks;
  if (!reviewer || reviewer.is_active !== 1) throw reviewerError(REVIEWER_NOT_AN_ACCOUNT);
  if (reviewer.isInventor) throw reviewerError(REVIEWER_IS_INVENTOR);
  if (reviewer.assigned) throw new HttpError(409, REVIEW_ALREADY_ASSIGNED);
  let row;
  let live: LiveEvent[] = [];
  try {
    row = await db.transaction().execute(async (trx) => {
      const created = await insertReview(trx, {
        ticketId,
        reviewerId: reviewer.id,
        dueDate: input.due_date,
        assignedBy: actor?.userId ?? null,
      });
      // Bell and mail per the reviewer's notification settings, like every event notice.
      live = await sendEventNotice(
        trx,
        config,
        { userIds: [reviewer.id] },
        {
          event: 'review_assigned',
          ticket: { id: ticketId, title: ticket.title },
          feed: feedEvent('review_assigned', { title: ticket.title, date: input.due_date }),
          mail: (recipient, ref) =>
            reviewAssignedMail(
              recipient,
              { ...ref, url: reviewUrl(config.publicUrl, created.id) },
              { dueDate: input.due_date },
            ),
        },
      );
      await recordAudit(
        trx,
        actor,
        'review.assign',
        { type: 'ticket', id: ticketId },
        `Ticket '${ticket.title}': ${reviewer.email} asked to review by ${input.due_date}`,
      );
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, REVIEW_ALREADY_ASSIGNED);
    throw err;
  }
  await publishLive(db, live);
  return toAssignment(row, { name: reviewer.name }, rubricOf(checks.criteria), reviewer.warnings);
}

/** Removes an assignment not yet submitted (a submitted review stays: 409). */
export async function removeReview(
  db: Kysely<DB>,
  actor: Actor,
  ticketId: number,
  reviewId: number,
): Promise<void> {
  // The ticket and the review: one statement.
  const checks = await removalChecks(db, ticketId, reviewId);
  if (!checks || checks.is_draft) throw notFound();
  const { ticket, review: row } = checks;
  if (!row || row.ticket_id !== ticketId) throw notFound();
  if (row.state === 'submitted') throw new HttpError(409, REVIEW_SUBMITTED_CANNOT_REMOVE);
  await db.transaction().execute(async (trx) => {
    const removed = await deleteReview(trx, reviewId, ['invited', 'in_progress', 'conflicted']);
    if (!removed) throw new HttpError(409, REVIEW_SUBMITTED_CANNOT_REMOVE);
    await recordAudit(
      trx,
      actor,
      'review.remove',
      { type: 'ticket', id: ticketId },
      `Ticket '${ticket.title}': review ${reviewId} removed`,
    );
  });
}
