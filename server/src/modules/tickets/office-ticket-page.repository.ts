import { sql } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject, parseJsonCell, type JsonCell } from '@server/db/json-rows';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import type { AttachmentRow } from '../attachments/attachment.mapper';
import type { ReviewGroup } from '../reviews/review.mapper';
import {
  answersArm,
  attachmentArm,
  coApplicantArm,
  linkArm,
  ticketRowJsonFields,
} from './ticket-arms.mapper';
import type { TicketLink, TicketRow } from './ticket.mapper';
import type { HistoryRow } from './ticket-history.repository';

/*
 * The office's page of one ticket (API.md Part 2) in ONE statement: a `union all` whose rows
 * each carry one JSON object (db/json-rows.ts): the ticket's row, its inventors' links,
 * co-applicants, attachments and answers (the arms of ticket-arms.mapper.ts), the
 * submitter, the assignee's names, the committee's reviews grouped as the review summary counts
 * them and, for the detail, the inventors' summaries and the history with each author's names.
 * Instead of the row, its related rows, then one batched query per table (eight statements).
 */

/** The arms of the union, in the order their rows come. */
const ARM = {
  ticket: 0,
  link: 1,
  coApplicant: 2,
  attachment: 3,
  answers: 4,
  submitter: 5,
  assignee: 6,
  reviews: 7,
  inventor: 8,
  history: 9,
} as const;

/** The columns of a history entry (HistoryRow). */
const HISTORY_COLUMNS = [
  'status',
  'meeting_date',
  'message',
  'by_user_id',
  'created_at',
] as const satisfies ReadonlyArray<keyof HistoryRow>;

/** An arm's number, as the union's `kind` column. */
const arm = (kind: number) => sql.lit<number>(kind);

/** The row of `tickets` as one JSON object (a TicketRow once parsed). */
const ticketJson = (db: Db) => jsonObject(db, ticketRowJsonFields());

/** An inventor as its summary shows it (inventor.mapper's INVENTOR_SUMMARY_COLUMNS). */
export interface PageInventorRow {
  id: number;
  preferred_name: string | null;
  full_name: string | null;
  image: string | null;
  affiliation_name: string | null;
}

/** An account's names (accountDisplayName's input); null fields when it no longer exists. */
export interface PageAccountNames {
  name: string | null;
  email: string | null;
  preferred_name: string | null;
  full_name: string | null;
}

/** What the statement read; `row` undefined when there is no such non-draft ticket. */
export interface OfficeTicketPageRows {
  row?: TicketRow;
  links: TicketLink[];
  coApplicants: string[];
  attachments: AttachmentRow[];
  answers?: string;
  submitter?: PageInventorRow & { email: string | null };
  assignee?: PageAccountNames & { id: number };
  reviews: ReviewGroup[];
  /** The detail only: the inventors' summaries, in position order. */
  inventors: PageInventorRow[];
  /** The detail only: the status changes, oldest first, with their authors' names. */
  history: Array<HistoryRow & { by: PageAccountNames }>;
}

const inventorFields = {
  id: 'inventors.id',
  preferred_name: 'inventors.preferred_name',
  full_name: 'inventors.full_name',
  image: 'inventors.image',
  affiliation_name: 'affiliations.name',
} as const;

/** The statement for the ticket `id` (the placeholder); `detail` adds inventors and history. */
function pageQuery(db: Db, detail: boolean) {
  return precompiledFor(
    db,
    `tickets.office-page.${detail ? 'detail' : 'row'}`,
    (id: number) =>
      db
        .selectFrom('tickets')
        .select([
          arm(ARM.ticket).as('kind'),
          sql.lit(0).as('o1'),
          sql.lit(0).as('o2'),
          ticketJson(db).as('data'),
        ])
        .where('tickets.id', '=', id)
        .where('tickets.is_draft', '=', 0)
        .unionAll(linkArm(db, ARM.link, { id }))
        .unionAll(coApplicantArm(db, ARM.coApplicant, { id }))
        .unionAll(attachmentArm(db, ARM.attachment, { id }))
        .unionAll(answersArm(db, ARM.answers, { id }))
        .unionAll(
          db
            .selectFrom('tickets as st')
            .innerJoin('inventors', 'inventors.id', 'st.submitter_id')
            .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
            .select([
              arm(ARM.submitter).as('kind'),
              sql.lit(0).as('o1'),
              sql.lit(0).as('o2'),
              jsonObject(db, { ...inventorFields, email: 'inventors.email' }).as('data'),
            ])
            .where('st.id', '=', id),
        )
        .unionAll(
          db
            .selectFrom('tickets as at')
            .innerJoin('users', 'users.id', 'at.assignee_id')
            .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
            .select([
              arm(ARM.assignee).as('kind'),
              sql.lit(0).as('o1'),
              sql.lit(0).as('o2'),
              jsonObject(db, {
                id: 'users.id',
                name: 'users.name',
                email: 'users.email',
                preferred_name: 'inventors.preferred_name',
                full_name: 'inventors.full_name',
              }).as('data'),
            ])
            .where('at.id', '=', id),
        )
        .unionAll(
          db
            .selectFrom('reviews')
            .select([
              arm(ARM.reviews).as('kind'),
              sql.lit(0).as('o1'),
              sql.lit(0).as('o2'),
              jsonObject(db, {
                state: 'reviews.state',
                recommendation: 'reviews.recommendation',
                n: sql`count(*)`,
                total: sql`sum(reviews.score_centi)`,
              }).as('data'),
            ])
            .where('reviews.ticket_id', '=', id)
            .groupBy(['reviews.state', 'reviews.recommendation']),
        )
        .$if(detail, (q) =>
          q
            .unionAll(
              db
                .selectFrom('ticket_inventors as ti')
                .innerJoin('inventors', 'inventors.id', 'ti.inventor_id')
                .leftJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
                .select([
                  arm(ARM.inventor).as('kind'),
                  'ti.position as o1',
                  sql.lit(0).as('o2'),
                  jsonObject(db, inventorFields).as('data'),
                ])
                .where('ti.ticket_id', '=', id),
            )
            .unionAll(
              db
                .selectFrom('ticket_history as h')
                .leftJoin('users', 'users.id', 'h.by_user_id')
                .leftJoin('inventors', 'inventors.id', 'users.inventor_id')
                .select([
                  arm(ARM.history).as('kind'),
                  'h.id as o1',
                  sql.lit(0).as('o2'),
                  jsonObject(db, {
                    ...Object.fromEntries(HISTORY_COLUMNS.map((column) => [column, `h.${column}`])),
                    name: 'users.name',
                    email: 'users.email',
                    preferred_name: 'inventors.preferred_name',
                    full_name: 'inventors.full_name',
                  }).as('data'),
                ])
                .where('h.ticket_id', '=', id),
            ),
        )
        .orderBy('kind')
        .orderBy('o1')
        .orderBy('o2'),
    idPlaceholders(1) as [number],
  );
}

type HistoryCell = HistoryRow & PageAccountNames;

/**
 * The office page's rows of the ticket `id` (a non-draft one: else `row` is undefined); with
 * `detail`, its inventors' summaries and its history too.
 */
export async function officeTicketPageRows(
  db: Db,
  id: number,
  detail: boolean,
): Promise<OfficeTicketPageRows> {
  const { rows } = await db.executeQuery(pageQuery(db, detail)(id));
  const page: OfficeTicketPageRows = {
    links: [],
    coApplicants: [],
    attachments: [],
    reviews: [],
    inventors: [],
    history: [],
  };
  for (const { kind, data } of rows as Array<{ kind: number | string; data: JsonCell }>) {
    switch (Number(kind)) {
      case ARM.ticket:
        page.row = parseJsonCell<TicketRow>(data);
        break;
      case ARM.link:
        page.links.push(parseJsonCell<TicketLink>(data));
        break;
      case ARM.coApplicant:
        page.coApplicants.push(parseJsonCell<{ value: string }>(data).value);
        break;
      case ARM.attachment:
        page.attachments.push(parseJsonCell<AttachmentRow>(data));
        break;
      case ARM.answers:
        page.answers = parseJsonCell<{ answers: string }>(data).answers;
        break;
      case ARM.submitter:
        page.submitter = parseJsonCell<PageInventorRow & { email: string | null }>(data);
        break;
      case ARM.assignee:
        page.assignee = parseJsonCell<PageAccountNames & { id: number }>(data);
        break;
      case ARM.reviews:
        page.reviews.push(parseJsonCell<ReviewGroup>(data));
        break;
      case ARM.inventor:
        page.inventors.push(parseJsonCell<PageInventorRow>(data));
        break;
      default: {
        const { name, email, preferred_name, full_name, ...entry } =
          parseJsonCell<HistoryCell>(data);
        page.history.push({ ...entry, by: { name, email, preferred_name, full_name } });
      }
    }
  }
  return page;
}
