import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell, type JsonCell } from '@server/db/json-rows';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import type { AttachmentRow } from '../attachments/attachment.mapper';
import {
  answersArm,
  attachmentArm,
  coApplicantArm,
  ticketRowJsonFields,
} from '../tickets/ticket-arms.mapper';
import { ticketLinkJsonFields, type TicketLink, type TicketRow } from '../tickets/ticket.mapper';
import type { ReviewRow } from './review.mapper';
import {
  displayNameOf,
  nameFields,
  reviewJson,
  reviewRowOf,
  rubricCriteria,
  type NameColumns,
} from './review-json';

/*
 * The reviewer's pages of one assignment in ONE statement each (a `union all`, each row as a
 * JSON object, db/json-rows.ts): the review with the rubric, and what the review opens. Every
 * arm but the review's own reads the ticket through the caller's review in a state that opens
 * it (`opened`): a conflicted, undeclared or foreign review reads nothing of the ticket.
 */

/** The ticket's questionnaire version as forms.mapper `toFormVersion` reads it. */
export interface FormVersionColumns {
  id: number;
  status: string;
  definition: string;
  questions_count: number;
  published_at: string | null;
}

/** The arms of the ticket page's union, in the order their rows come. */
const REVIEW = 0;
const TICKET = 1;
const INVENTOR = 2;
const CO_APPLICANT = 3;
const ATTACHMENT = 4;
const ANSWERS = 5;

/** The ticket of the caller's review `rid` while the review is in one of `states`, else null. */
const opened = (rid: number, caller: number, states: readonly string[]) =>
  sql<number>`(select o.ticket_id from reviews o
    where o.id = ${rid} and o.reviewer_id = ${caller}
    and o.state in (${sql.join(states.map((s) => sql.lit(s)))}))`;

/** States in which the reviewer reads the ticket: declared without conflict. */
const READING = ['in_progress', 'submitted'] as const;

/** The caller's review `rid` with the rubric: the first arm of both pages. */
function ownReviewArm(db: Db, rid: number, caller: number) {
  return db
    .selectFrom('reviews as r')
    .select([
      sql.lit(REVIEW).as('kind'),
      sql.lit(0).as('o1'),
      sql.lit(0).as('o2'),
      reviewJson(db, 'r', { criteria: rubricCriteria() }).as('data'),
    ])
    .where('r.id', '=', rid)
    .where('r.reviewer_id', '=', caller);
}

function ticketPageQuery(db: Db) {
  return precompiledFor(
    db,
    'reviews.ticket-page',
    (rid: number, caller: number) => {
      const ticket = opened(rid, caller, READING);
      return ownReviewArm(db, rid, caller)
        .unionAll(
          db
            .selectFrom('tickets')
            .leftJoin('form_versions as fv', 'fv.id', 'tickets.form_version')
            .select([
              sql.lit(TICKET).as('kind'),
              sql.lit(0).as('o1'),
              sql.lit(0).as('o2'),
              jsonObject(db, {
                ...ticketRowJsonFields(),
                fv_id: 'fv.id',
                fv_status: 'fv.status',
                fv_definition: 'fv.definition',
                fv_questions_count: 'fv.questions_count',
                fv_published_at: 'fv.published_at',
              }).as('data'),
            ])
            .where('tickets.id', '=', ticket),
        )
        .unionAll(
          db
            .selectFrom('ticket_inventors as ti')
            .leftJoin('inventors', 'inventors.id', 'ti.inventor_id')
            .select([
              sql.lit(INVENTOR).as('kind'),
              'ti.position as o1',
              sql.lit(0).as('o2'),
              jsonObject(db, {
                ...ticketLinkJsonFields('ti'),
                known: 'inventors.id',
                preferred_name: 'inventors.preferred_name',
                full_name: 'inventors.full_name',
              }).as('data'),
            ])
            .where('ti.ticket_id', '=', ticket),
        )
        .unionAll(coApplicantArm(db, CO_APPLICANT, { id: ticket }))
        .unionAll(attachmentArm(db, ATTACHMENT, { id: ticket }))
        .unionAll(answersArm(db, ANSWERS, { id: ticket }))
        .orderBy('kind')
        .orderBy('o1')
        .orderBy('o2');
    },
    idPlaceholders(2) as [number, number],
  );
}

type WithCriteria<T> = T & { criteria: string | null };

/** The caller's review with the rubric's stored criteria; undefined when it is not the caller's. */
export interface OwnReview {
  row: ReviewRow;
  criteria: string | null;
}

const ownReviewOf = (data: JsonCell): OwnReview => {
  const parsed = parseJsonCell<WithCriteria<ReviewRow>>(data);
  return { row: reviewRowOf(parsed), criteria: parsed.criteria };
};

/** An inventor of the ticket in its order, with its name when the inventor exists. */
export interface PageInventor {
  link: TicketLink;
  name: { preferred_name: string | null; full_name: string | null } | null;
}

export interface ReviewerTicketPage {
  review: OwnReview | undefined;
  /** Only while the review opens it (declared without conflict). */
  ticket: TicketRow | undefined;
  /** The ticket's questionnaire version, when it has one that exists. */
  form: FormVersionColumns | null;
  inventors: PageInventor[];
  coApplicants: string[];
  attachments: AttachmentRow[];
  /** `ticket_answers.answers` (a JSON text), when it has answers. */
  answers: string | undefined;
}

type TicketData = TicketRow & {
  fv_id: number | null;
  fv_status: string;
  fv_definition: string;
  fv_questions_count: number;
  fv_published_at: string | null;
};

/** The ticket page's review, ticket, form version and related rows: one statement. */
export async function reviewerTicketPage(
  db: Db,
  rid: number,
  caller: number,
): Promise<ReviewerTicketPage> {
  const { rows } = await db.executeQuery(ticketPageQuery(db)(rid, caller));
  const page: ReviewerTicketPage = {
    review: undefined,
    ticket: undefined,
    form: null,
    inventors: [],
    coApplicants: [],
    attachments: [],
    answers: undefined,
  };
  for (const { kind, data } of rows) {
    switch (Number(kind)) {
      case REVIEW:
        page.review = ownReviewOf(data);
        break;
      case TICKET: {
        const { fv_id, fv_status, fv_definition, fv_questions_count, fv_published_at, ...ticket } =
          parseJsonCell<TicketData>(data);
        page.ticket = ticket;
        page.form =
          fv_id === null
            ? null
            : {
                id: fv_id,
                status: fv_status,
                definition: fv_definition,
                questions_count: fv_questions_count,
                published_at: fv_published_at,
              };
        break;
      }
      case INVENTOR: {
        const { known, preferred_name, full_name, ...link } = parseJsonCell<
          TicketLink & { known: number | null } & Omit<NameColumns, 'email' | 'name'>
        >(data);
        page.inventors.push({ link, name: known === null ? null : { preferred_name, full_name } });
        break;
      }
      case CO_APPLICANT:
        page.coApplicants.push(parseJsonCell<{ value: string }>(data).value);
        break;
      case ATTACHMENT:
        page.attachments.push(parseJsonCell<AttachmentRow>(data));
        break;
      default:
        page.answers = parseJsonCell<{ answers: string }>(data).answers;
    }
  }
  return page;
}

/** The others' page: the caller's review, and the others' submitted ones once it is submitted. */
function othersQuery(db: Db) {
  return precompiledFor(
    db,
    'reviews.others-page',
    (rid: number, caller: number) =>
      ownReviewArm(db, rid, caller)
        .unionAll(
          db
            .selectFrom('reviews as r')
            .leftJoin('users as u', 'u.id', 'r.reviewer_id')
            .leftJoin('inventors as i', 'i.id', 'u.inventor_id')
            .select([
              sql.lit(TICKET).as('kind'),
              'r.id as o1',
              sql.lit(0).as('o2'),
              reviewJson(db, 'r', nameFields('u', 'i')).as('data'),
            ])
            .where('r.ticket_id', '=', opened(rid, caller, ['submitted']))
            .where('r.state', '=', 'submitted')
            .where('r.id', '<>', rid),
        )
        .orderBy('kind')
        .orderBy('o1')
        .orderBy('o2'),
    idPlaceholders(2) as [number, number],
  );
}

/**
 * The caller's review with the rubric and, once it is submitted, the other submitted reviews
 * of its ticket (id order) with their reviewers' names: one statement.
 */
export async function reviewerOthersPage(
  db: Db,
  rid: number,
  caller: number,
): Promise<{ review: OwnReview | undefined; others: Array<{ row: ReviewRow; name: string }> }> {
  const { rows } = await db.executeQuery(othersQuery(db)(rid, caller));
  let review: OwnReview | undefined;
  const others: Array<{ row: ReviewRow; name: string }> = [];
  for (const { kind, data } of rows) {
    if (Number(kind) === REVIEW) review = ownReviewOf(data);
    else {
      const parsed = parseJsonCell<ReviewRow & NameColumns>(data);
      others.push({ row: reviewRowOf(parsed), name: displayNameOf(parsed) });
    }
  }
  return { review, others };
}
