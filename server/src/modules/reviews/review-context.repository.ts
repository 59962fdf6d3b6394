import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import type { TicketRow } from '../tickets/ticket.mapper';
import type { ReviewRow } from './review.mapper';
import {
  displayNameOf,
  nameFields,
  reviewJson,
  reviewRowOf,
  rubricCriteria,
  type NameColumns,
} from './review-json';

/** What a reviewer's declaration or submission reads of its ticket (its office audience). */
export type ContextTicket = Pick<
  TicketRow,
  'id' | 'title' | 'submitter_id' | 'assignee_id' | 'is_draft'
>;

/** What a reviewer's write checks and tells, read before it in one statement. */
export interface ReviewContext {
  row: ReviewRow;
  /** The rubric's stored criteria. */
  criteria: string | null;
  /** The reviewer's display name. */
  name: string;
  /** Null when the ticket is gone. */
  ticket: ContextTicket | null;
  /**
   * With `office`: every active office account but those that declared a conflict on the
   * ticket, in id order (review-access.service `officeWithoutConflicted`'s rule).
   */
  officeCandidates: number[];
}

const REVIEW = 0;
const OFFICE = 1;

function contextQuery(db: Db, office: boolean) {
  return precompiledFor(
    db,
    `reviews.context.${office ? 'office' : 'alone'}`,
    (rid: number, caller: number) => {
      const review = db
        .selectFrom('reviews as r')
        .leftJoin('tickets as t', 't.id', 'r.ticket_id')
        .leftJoin('users as u', 'u.id', 'r.reviewer_id')
        .leftJoin('inventors as i', 'i.id', 'u.inventor_id')
        .select([
          sql.lit(REVIEW).as('kind'),
          sql.lit(0).as('o1'),
          reviewJson(db, 'r', {
            ...nameFields('u', 'i'),
            criteria: rubricCriteria(),
            t_id: 't.id',
            t_title: 't.title',
            t_submitter_id: 't.submitter_id',
            t_assignee_id: 't.assignee_id',
            t_is_draft: 't.is_draft',
          }).as('data'),
        ])
        .where('r.id', '=', rid)
        .where('r.reviewer_id', '=', caller);
      if (!office) return review;
      return review
        .unionAll(
          db
            .selectFrom('reviews as own')
            .innerJoin('users', (join) =>
              join.on('users.role', '=', 'office').on('users.is_active', '=', 1),
            )
            .select([
              sql.lit(OFFICE).as('kind'),
              'users.id as o1',
              jsonObject(db, { id: 'users.id' }).as('data'),
            ])
            .where('own.id', '=', rid)
            .where('own.reviewer_id', '=', caller)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('reviews as c')
                    .select('c.id')
                    .whereRef('c.reviewer_id', '=', 'users.id')
                    .whereRef('c.ticket_id', '=', 'own.ticket_id')
                    .where('c.state', '=', 'conflicted'),
                ),
              ),
            ),
        )
        .orderBy('kind')
        .orderBy('o1');
    },
    idPlaceholders(2) as [number, number],
  );
}

type ContextData = ReviewRow &
  NameColumns & {
    criteria: string | null;
    t_id: number | null;
    t_title: string;
    t_submitter_id: number;
    t_assignee_id: number | null;
    t_is_draft: number;
  };

/**
 * The caller's review `rid` (undefined when it is not the caller's) with the rubric, the
 * caller's name and its ticket; with `office`, the office accounts that may hear of the ticket.
 */
export async function reviewContext(
  db: Db,
  rid: number,
  caller: number,
  options: { office: boolean },
): Promise<ReviewContext | undefined> {
  const { rows } = await db.executeQuery(contextQuery(db, options.office)(rid, caller));
  let context: ReviewContext | undefined;
  const officeCandidates: number[] = [];
  for (const { kind, data } of rows) {
    if (Number(kind) === OFFICE) {
      officeCandidates.push(Number(parseJsonCell<{ id: number }>(data).id));
      continue;
    }
    const parsed = parseJsonCell<ContextData>(data);
    context = {
      row: reviewRowOf(parsed),
      criteria: parsed.criteria,
      name: displayNameOf(parsed),
      ticket:
        parsed.t_id === null
          ? null
          : {
              id: parsed.t_id,
              title: parsed.t_title,
              submitter_id: parsed.t_submitter_id,
              assignee_id: parsed.t_assignee_id,
              is_draft: parsed.t_is_draft,
            },
      officeCandidates,
    };
  }
  return context;
}
