import { sql, type RawBuilder } from 'kysely';
import type { ReviewWarning } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import type { ReviewRow } from './review.mapper';
import {
  displayNameOf,
  flag,
  nameFields,
  reviewJson,
  reviewRowOf,
  rubricCriteria,
  type NameColumns,
} from './review-json';

/*
 * The office's reads of a ticket's review assignments, each in ONE statement: the list with
 * each reviewer's name and warnings, and an assignment's checks. The warnings about a
 * reviewer account (users `u`, its inventor record `i`) against the ticket's inventors (the
 * submitter and every inventor named on it, ticket-audience.service's `ticketInventors`):
 * `same_affiliation` when its inventor record shares an affiliation with one of them,
 * `co_inventor` when it is named on a patent with one of them.
 */

/** The ticket's inventors: the submitter and every inventor named on it. */
const ticketInventorIds = (ticketId: number | RawBuilder<number>) =>
  sql<number>`select tl.inventor_id from ticket_inventors tl where tl.ticket_id = ${ticketId}
    union select ts.submitter_id from tickets ts where ts.id = ${ticketId}`;

/** Whether the account's inventor record (`i`) shares an affiliation with the ticket's inventors. */
const sameAffiliation = (ticketId: number) =>
  flag(sql`i.affiliation_id is not null and i.affiliation_id in (
    select ta.affiliation_id from inventors ta
    where ta.id in (${ticketInventorIds(ticketId)}) and ta.affiliation_id is not null)`);

/**
 * Whether the account (`u`) is named on a patent with one of the ticket's inventors: its
 * inventor record among their co-inventors, a set read once (not once per account).
 */
const coInventor = (ticketId: number) =>
  flag(sql`u.inventor_id in (select rp.inventor_id from patent_inventors tp
    inner join patent_inventors rp on rp.patent_id = tp.patent_id
    where tp.inventor_id in (${ticketInventorIds(ticketId)}) and rp.inventor_id <> tp.inventor_id)`);

interface WarningFlags {
  same_affiliation: number;
  co_inventor: number;
}

const warningsOf = (flags: WarningFlags): ReviewWarning[] => [
  ...(Number(flags.same_affiliation) === 1 ? (['same_affiliation'] as const) : []),
  ...(Number(flags.co_inventor) === 1 ? (['co_inventor'] as const) : []),
];

const TICKET = 0;
const REVIEW = 1;

function listQuery(db: Db) {
  return precompiledFor(
    db,
    'reviews.office-list',
    (ticketId: number) =>
      db
        .selectFrom('tickets as t')
        .select([
          sql.lit(TICKET).as('kind'),
          sql.lit(0).as('o1'),
          jsonObject(db, { is_draft: 't.is_draft', criteria: rubricCriteria() }).as('data'),
        ])
        .where('t.id', '=', ticketId)
        .unionAll(
          db
            .selectFrom('reviews as r')
            .leftJoin('users as u', 'u.id', 'r.reviewer_id')
            .leftJoin('inventors as i', 'i.id', 'u.inventor_id')
            .select([
              sql.lit(REVIEW).as('kind'),
              'r.id as o1',
              reviewJson(db, 'r', {
                ...nameFields('u', 'i'),
                same_affiliation: sameAffiliation(ticketId),
                co_inventor: coInventor(ticketId),
              }).as('data'),
            ])
            .where('r.ticket_id', '=', ticketId),
        )
        .orderBy('kind')
        .orderBy('o1'),
    idPlaceholders(1) as [number],
  );
}

export interface ListedReview {
  row: ReviewRow;
  name: string;
  warnings: ReviewWarning[];
}

/**
 * A ticket's assignments in id order, each with its reviewer's name and warnings, and the
 * rubric's stored criteria; `ticket` undefined when the ticket does not exist. One statement.
 */
export async function officeReviewList(
  db: Db,
  ticketId: number,
): Promise<{
  ticket: { is_draft: number; criteria: string | null } | undefined;
  reviews: ListedReview[];
}> {
  const { rows } = await db.executeQuery(listQuery(db)(ticketId));
  let ticket: { is_draft: number; criteria: string | null } | undefined;
  const reviews: ListedReview[] = [];
  for (const { kind, data } of rows) {
    if (Number(kind) === TICKET) {
      ticket = parseJsonCell<{ is_draft: number; criteria: string | null }>(data);
      continue;
    }
    const parsed = parseJsonCell<ReviewRow & NameColumns & WarningFlags>(data);
    reviews.push({
      row: reviewRowOf(parsed),
      name: displayNameOf(parsed),
      warnings: warningsOf(parsed),
    });
  }
  return { ticket, reviews };
}

/** What an assignment checks and answers with, read before it. */
export interface AssignmentChecks {
  ticket: { id: number; title: string; is_draft: number };
  criteria: string | null;
  /** Null when no such account. */
  reviewer: {
    id: number;
    email: string;
    is_active: number;
    /** Whether its inventor record is one of the ticket's inventors. */
    isInventor: boolean;
    /** Whether it already reviews the ticket. */
    assigned: boolean;
    name: string;
    warnings: ReviewWarning[];
  } | null;
}

function checksQuery(db: Db) {
  return precompiledFor(
    db,
    'reviews.assign-checks',
    (ticketId: number, reviewerId: number) =>
      db
        .selectFrom('tickets as t')
        .leftJoin('users as u', (join) => join.on('u.id', '=', reviewerId))
        .leftJoin('inventors as i', 'i.id', 'u.inventor_id')
        .select([
          't.id',
          't.title',
          't.is_draft',
          rubricCriteria().as('criteria'),
          'u.id as reviewer_id',
          'u.email',
          'u.name',
          'u.is_active',
          'i.preferred_name',
          'i.full_name',
          flag(sql`u.inventor_id in (${ticketInventorIds(ticketId)})`).as('is_inventor'),
          flag(
            sql`exists (select 1 from reviews a where a.ticket_id = ${ticketId} and a.reviewer_id = u.id)`,
          ).as('assigned'),
          sameAffiliation(ticketId).as('same_affiliation'),
          coInventor(ticketId).as('co_inventor'),
        ])
        .where('t.id', '=', ticketId),
    idPlaceholders(2) as [number, number],
  );
}

/** The ticket, the account to assign and what is checked of it, the rubric: one statement. */
export async function assignmentChecks(
  db: Db,
  ticketId: number,
  reviewerId: number,
): Promise<AssignmentChecks | undefined> {
  const row = (await db.executeQuery(checksQuery(db)(ticketId, reviewerId))).rows[0];
  if (!row) return undefined;
  const names: NameColumns = {
    email: row.email,
    name: row.name,
    preferred_name: row.preferred_name,
    full_name: row.full_name,
  };
  return {
    ticket: { id: row.id, title: row.title, is_draft: row.is_draft },
    criteria: row.criteria,
    reviewer:
      row.reviewer_id === null || row.email === null || row.is_active === null
        ? null
        : {
            id: row.reviewer_id,
            email: row.email,
            is_active: Number(row.is_active),
            isInventor: Number(row.is_inventor) === 1,
            assigned: Number(row.assigned) === 1,
            name: displayNameOf(names),
            warnings: warningsOf(row),
          },
  };
}

/** What removing an assignment checks: the ticket (undefined when none) and the review. */
export async function removalChecks(
  db: Db,
  ticketId: number,
  reviewId: number,
): Promise<
  | {
      ticket: { title: string };
      is_draft: number;
      review: { ticket_id: number; state: string } | null;
    }
  | undefined
> {
  const row = await db
    .selectFrom('tickets as t')
    .leftJoin('reviews as r', (join) => join.on('r.id', '=', reviewId))
    .select(['t.title', 't.is_draft', 'r.ticket_id', 'r.state'])
    .where('t.id', '=', ticketId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ticket: { title: row.title },
    is_draft: row.is_draft,
    review:
      row.ticket_id === null || row.state === null
        ? null
        : { ticket_id: row.ticket_id, state: row.state },
  };
}
