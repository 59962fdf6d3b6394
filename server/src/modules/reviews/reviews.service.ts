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
import { accountNames, findUserById } from '../accounts/users.service';
import { recordAudit, type Actor } from '../audit/audit.service';
import { sendEventNotice, type MailContext } from '../notifications/event-notices.service';
import { publishLive } from '@server/live/publish';
import type { LiveEvent } from '@server/live/events';
import { ticketInventors } from '../tickets/ticket-audience.service';
import { findTicket } from '../tickets/ticket-reads.service';
import type { TicketRow } from '../tickets/ticket.mapper';
import { reviewAssignedMail, reviewUrl } from './review-mails';
import { toAssignment } from './review.mapper';
import {
  deleteReview,
  findReview,
  findRubric,
  insertReview,
  reviewerWarnings,
  saveRubric,
  ticketReviews,
} from './reviews.repository';

/*
 * The office's side of committee review (API.md Part 3 "Committee review"): the rubric, and the
 * assignments of reviewers to a ticket. The reviewer's side is reviewer.service.ts.
 */

export const getRubric = (db: Db): Promise<Rubric> => findRubric(db);

export async function putRubric(db: Kysely<DB>, rubric: Rubric): Promise<Rubric> {
  await saveRubric(db, rubric);
  return findRubric(db);
}

/** A non-draft ticket (drafts do not exist for the office): else 404. */
export async function officeTicketRow(db: Db, ticketId: number): Promise<TicketRow> {
  const ticket = await findTicket(db, ticketId);
  if (!ticket || ticket.is_draft) throw notFound();
  return ticket;
}

/** Every assignment of the ticket, with the office's warnings about each reviewer. */
export async function listTicketReviews(
  db: Kysely<DB>,
  ticketId: number,
): Promise<ReviewAssignment[]> {
  const ticket = await officeTicketRow(db, ticketId);
  const rows = await ticketReviews(db, ticketId);
  const reviewerIds = rows.map((r) => r.reviewer_id);
  const [names, rubric, inventors] = await Promise.all([
    accountNames(db, reviewerIds),
    findRubric(db),
    ticketInventors(db, ticket),
  ]);
  const warnings = await reviewerWarnings(db, reviewerIds, inventors);
  return rows.map((row) =>
    toAssignment(
      row,
      { name: names.get(row.reviewer_id)?.name ?? '' },
      rubric,
      warnings.get(row.reviewer_id) ?? [],
    ),
  );
}

const reviewerError = (message: string) => new HttpError(400, message, { reviewer: [message] });

/**
 * Assigns a reviewer (any active account but an inventor of the ticket) with a due date: the
 * reviewer is told (bell and mail, in their language), the office's audit log has it.
 */
export async function assignReview(
  db: Kysely<DB>,
  config: MailContext,
  actor: Actor,
  ticketId: number,
  input: ReviewAssign,
): Promise<ReviewAssignment> {
  const ticket = await officeTicketRow(db, ticketId);
  const reviewer = await findUserById(db, input.reviewer);
  if (!reviewer || reviewer.is_active !== 1) throw reviewerError(REVIEWER_NOT_AN_ACCOUNT);
  const inventors = await ticketInventors(db, ticket);
  if (reviewer.inventor_id !== null && inventors.includes(reviewer.inventor_id)) {
    throw reviewerError(REVIEWER_IS_INVENTOR);
  }
  const already = (await ticketReviews(db, ticketId)).some((r) => r.reviewer_id === reviewer.id);
  if (already) throw new HttpError(409, REVIEW_ALREADY_ASSIGNED);
  const name = (await accountNames(db, [reviewer.id])).get(reviewer.id)?.name ?? null;
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
  const warnings = await reviewerWarnings(db, [reviewer.id], inventors);
  return toAssignment(
    row,
    { name: name ?? reviewer.email },
    await findRubric(db),
    warnings.get(reviewer.id) ?? [],
  );
}

/** Removes an assignment not yet submitted (a submitted review stays: 409). */
export async function removeReview(
  db: Kysely<DB>,
  actor: Actor,
  ticketId: number,
  reviewId: number,
): Promise<void> {
  const ticket = await officeTicketRow(db, ticketId);
  const row = await findReview(db, reviewId);
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
