import { sql } from 'kysely';
import type { NotificationEvent } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell } from '@server/db/json-rows';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import {
  recipientJsonFields,
  recipientOfRow,
  type EventRecipientAccount,
  type RecipientRow,
} from '../notifications/recipient.mapper';
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
  /** Those accounts as recipients of the `office` event, with their channels for it. */
  officeRecipients: EventRecipientAccount[];
}

/** A placeholder for the event's parameter (precompiled.ts): no event is named so. */
const EVENT_PLACEHOLDER = '\u0000event' as NotificationEvent;

const REVIEW = 0;
const OFFICE = 1;

/** The caller's review with its ticket, rubric and the caller's name (arm REVIEW). */
function reviewArm(db: Db, rid: number, caller: number) {
  return db
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
}

/** The statement of `reviewContext`: the review alone, or with the office (arm OFFICE). */
function contextQuery(db: Db, office: boolean) {
  if (!office) {
    const alone = precompiledFor(
      db,
      'reviews.context.alone',
      (rid: number, caller: number) => reviewArm(db, rid, caller),
      idPlaceholders(2) as [number, number],
    );
    return (rid: number, caller: number) => alone(rid, caller);
  }
  return precompiledFor(
    db,
    'reviews.context.office',
    (rid: number, caller: number, event: NotificationEvent) => {
      const review = reviewArm(db, rid, caller);
      return review
        .unionAll(
          db
            .selectFrom('reviews as own')
            .innerJoin('users', (join) =>
              join.on('users.role', '=', 'office').on('users.is_active', '=', 1),
            )
            .leftJoin('inventors as oi', 'oi.id', 'users.inventor_id')
            .leftJoin('notification_settings as ns', (join) =>
              join.onRef('ns.user_id', '=', 'users.id').on('ns.event', '=', event),
            )
            .select([
              sql.lit(OFFICE).as('kind'),
              'users.id as o1',
              jsonObject(db, recipientJsonFields('users', 'oi', 'ns')).as('data'),
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
    [...idPlaceholders(2), EVENT_PLACEHOLDER] as [number, number, NotificationEvent],
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
 * caller's name and its ticket; with `office` (an event), the office accounts that may hear of
 * the ticket, with their channels for that event.
 */
export async function reviewContext(
  db: Db,
  rid: number,
  caller: number,
  options: { office: NotificationEvent | null },
): Promise<ReviewContext | undefined> {
  const { office } = options;
  const query = contextQuery(db, office !== null);
  const { rows } = await db.executeQuery(query(rid, caller, office ?? EVENT_PLACEHOLDER));
  let context: ReviewContext | undefined;
  const officeCandidates: number[] = [];
  const officeRecipients: EventRecipientAccount[] = [];
  for (const { kind, data } of rows) {
    if (Number(kind) === OFFICE && office !== null) {
      const recipient = recipientOfRow(parseJsonCell<RecipientRow>(data), office);
      officeCandidates.push(recipient.id);
      officeRecipients.push(recipient);
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
      officeRecipients,
    };
  }
  return context;
}
