import { sql, type RawBuilder, type Updateable } from 'kysely';
import { rubricSchema, type ReviewSummary, type Rubric } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import type { ReviewTable } from '@server/db/review-tables';
import { nowIso } from '@server/lib/time';
import { reviewSummaryOf, type ReviewGroup, type ReviewRow } from './review.mapper';

/** The reviews module's tables: the rubric, the assignments and their reminders. */

/** The office's rubric (migration 017 seeds it; a missing or broken row reads as empty). */
export async function findRubric(db: Db): Promise<Rubric> {
  const row = await db
    .selectFrom('review_rubric')
    .select('criteria')
    .where('id', '=', 1)
    .executeTakeFirst();
  return rubricOf(row?.criteria ?? null);
}

/** The rubric of its stored `criteria` (none stored, or not a valid rubric: no criteria). */
export function rubricOf(stored: string | null): Rubric {
  let criteria: unknown = [];
  try {
    criteria = stored === null ? [] : JSON.parse(stored);
  } catch {
    criteria = [];
  }
  const parsed = rubricSchema.safeParse({ criteria });
  return parsed.success ? parsed.data : { criteria: [] };
}

/** A ticket's title ('' when it is gone) and the rubric, in one statement (a review's page). */
export async function titleAndRubric(
  db: Db,
  ticketId: number,
): Promise<{ title: string; rubric: Rubric }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('tickets')
        .select('tickets.title')
        .where('tickets.id', '=', ticketId)
        .as('title'),
      eb
        .selectFrom('review_rubric')
        .select('review_rubric.criteria')
        .where('review_rubric.id', '=', 1)
        .as('criteria'),
    ])
    .executeTakeFirstOrThrow();
  return { title: row.title ?? '', rubric: rubricOf(row.criteria) };
}

export async function saveRubric(db: Db, rubric: Rubric): Promise<void> {
  const values = { criteria: JSON.stringify(rubric.criteria), updated_at: nowIso() };
  await db
    .insertInto('review_rubric')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function insertReview(
  db: Db,
  values: { ticketId: number; reviewerId: number; dueDate: string; assignedBy: number | null },
): Promise<ReviewRow> {
  return db
    .insertInto('reviews')
    .values({
      ticket_id: values.ticketId,
      reviewer_id: values.reviewerId,
      state: 'invited',
      due_date: values.dueDate,
      assigned_by: values.assignedBy,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The reviewer's assignments with their tickets' titles: open ones first, soonest due first. */
export async function reviewerReviews(
  db: Db,
  reviewerId: number,
): Promise<Array<ReviewRow & { title: string }>> {
  return db
    .selectFrom('reviews')
    .innerJoin('tickets', 'tickets.id', 'reviews.ticket_id')
    .selectAll('reviews')
    .select('tickets.title')
    .where('reviews.reviewer_id', '=', reviewerId)
    .orderBy(sql`case when reviews.state in ('invited', 'in_progress') then 0 else 1 end`)
    .orderBy('reviews.due_date')
    .orderBy('reviews.id')
    .execute();
}

/**
 * Writes `values` to the review while it is in one of `states` (the guard against a racing
 * declare or submit); answers the row written, or undefined when the state moved on.
 */
export async function updateReview(
  db: Db,
  id: number,
  states: readonly string[],
  values: Updateable<ReviewTable>,
): Promise<ReviewRow | undefined> {
  return db
    .updateTable('reviews')
    .set(values)
    .where('id', '=', id)
    .where('state', 'in', [...states])
    .returningAll()
    .executeTakeFirst();
}

export async function deleteReview(
  db: Db,
  id: number,
  states: readonly string[],
): Promise<boolean> {
  const result = await db
    .deleteFrom('reviews')
    .where('id', '=', id)
    .where('state', 'in', [...states])
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The queue rows' `review_summary` of these tickets: one grouped query. */
export async function reviewSummaries(
  db: Db,
  ticketIds: number[],
): Promise<Map<number, ReviewSummary>> {
  const groups = new Map<number, ReviewGroup[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length > 0) {
    const rows = await db
      .selectFrom('reviews')
      .select((eb) => [
        'ticket_id',
        'state',
        'recommendation',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>('score_centi').as('total'),
      ])
      .where('ticket_id', 'in', ticketIds)
      .groupBy(['ticket_id', 'state', 'recommendation'])
      .execute();
    for (const row of rows) groups.get(row.ticket_id)?.push(row);
  }
  return new Map([...groups].map(([id, list]) => [id, reviewSummaryOf(list)]));
}

/** Open reviews due on one of `dates` (the reminders' days), with their tickets. */
export async function dueReviews(
  db: Db,
  dates: string[],
): Promise<
  Array<
    ReviewRow & {
      title: string;
      language: string;
      email: string;
      is_active: number;
      name: string | null;
    }
  >
> {
  if (dates.length === 0) return [];
  return db
    .selectFrom('reviews')
    .innerJoin('tickets', 'tickets.id', 'reviews.ticket_id')
    .innerJoin('users', 'users.id', 'reviews.reviewer_id')
    .selectAll('reviews')
    .select(['tickets.title', 'users.language', 'users.email', 'users.is_active', 'users.name'])
    .where('reviews.state', 'in', ['invited', 'in_progress'])
    .where('reviews.due_date', 'in', dates)
    .orderBy('reviews.id')
    .execute();
}

/** Claims one reminder of a review; false when it was sent before. */
export async function claimReminder(db: Db, reviewId: number, kind: string): Promise<boolean> {
  const rows = await db
    .insertInto('review_reminders')
    .values({ review_id: reviewId, kind, sent_at: nowIso() })
    .onConflict((oc) => oc.doNothing())
    .returning('review_id')
    .execute();
  return rows.length > 0;
}

/** States in which the reviewer reads the ticket: declared without conflict. */
const READING_STATES = ['in_progress', 'submitted'];

/** Whether the account reviews this ticket and declared no conflict. */
export async function readsTicket(db: Db, userId: number, ticketId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('reviewer_id', '=', userId)
    .where('ticket_id', '=', ticketId)
    .where('state', 'in', READING_STATES)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the drawing is of a ticket the account reviews and declared no conflict on. */
export async function readsDrawing(db: Db, userId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .innerJoin('tickets', 'tickets.id', 'reviews.ticket_id')
    .select('reviews.id')
    .where('reviews.reviewer_id', '=', userId)
    .where('reviews.state', 'in', READING_STATES)
    .where('tickets.drawing', '=', key)
    .where('tickets.is_draft', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the account declared a conflict of interest on the ticket. */
export async function conflictedOnTicket(
  db: Db,
  userId: number,
  ticketId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('reviewer_id', '=', userId)
    .where('ticket_id', '=', ticketId)
    .where('state', '=', 'conflicted')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the drawing is of a ticket the account declared a conflict on. */
export async function conflictedOnDrawing(db: Db, userId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .innerJoin('tickets', 'tickets.id', 'reviews.ticket_id')
    .select('reviews.id')
    .where('reviews.reviewer_id', '=', userId)
    .where('reviews.state', '=', 'conflicted')
    .where('tickets.drawing', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The condition on `users` (under `user`) of an office account that may hear of the ticket
 * `ticket` (a parameter or a column): active, office, and no conflict declared on it. The
 * subquery reads reviews_conflicts_idx alone (migration 022).
 */
export function officeHearsOfTicket(user: string, ticket: number | RawBuilder<number>) {
  const column = (name: string) => sql.ref(`${user}.${name}`);
  return sql<boolean>`${column('role')} = 'office' and ${column('is_active')} = 1
    and not exists (select 1 from reviews c where c.reviewer_id = ${column('id')}
      and c.state = 'conflicted' and c.ticket_id = ${ticket})`;
}

/**
 * Every active office account but those that declared a conflict on the ticket, in id order:
 * in one statement, the office's active accounts and the ticket's conflicts.
 */
export async function officeAccountsWithoutConflict(db: Db, ticketId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where(officeHearsOfTicket('users', ticketId))
    .orderBy('users.id')
    .execute();
  return rows.map((r) => r.id);
}
