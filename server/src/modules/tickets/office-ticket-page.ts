import type { Answers, OfficeTicketDetail, ReviewSummary } from '@inventor-portal/shared/schemas';
import { reviewSummaryOf } from '../reviews/review.mapper';
import type { Db } from '@server/db/database';
import { notFound } from '@server/lib/http-error';
import { toAttachment } from '../attachments/attachment.mapper';
import { answersOf } from '../forms/forms.mapper';
import { toInventorSummary } from '../inventors/inventor.mapper';
import { accountDisplayName } from '../accounts/users.service';
import {
  officeAttestation,
  type OfficeAttestation,
  type OfficeAttestedRow,
} from '../attestation/attestation.service';
import { officeTicketPageRows, type PageAccountNames } from './office-ticket-page.repository';
import { toTicket } from './ticket.mapper';

/*
 * The office's page of one ticket from the one statement of office-ticket-page.repository.ts:
 * the row as the queue shows it (the assign answer), and the detail (the page, the status
 * change's answer). Each field as the batched reads gave it before.
 */

export type OfficeTicketPageRow = OfficeAttestedRow & { review_summary: ReviewSummary };
export type OfficeTicketPage = OfficeTicketDetail & OfficeAttestation;

/** An account that still exists (its email is never null): its id and display name. */
const named = (id: number | null, names: PageAccountNames | undefined) =>
  id !== null && names && names.email !== null
    ? { id, name: accountDisplayName({ ...names, email: names.email }) }
    : null;

async function readPage(db: Db, id: number, detail: boolean) {
  const page = await officeTicketPageRows(db, id, detail);
  const { row, submitter } = page;
  if (!row) throw notFound();
  if (!submitter) throw new Error(`ticket ${row.id}: submitter ${row.submitter_id} missing`);
  const ticket = toTicket(row, page.links, page.coApplicants, page.attachments.map(toAttachment));
  const officeRow: OfficeTicketPageRow = {
    ...ticket,
    submitter: { ...toInventorSummary(submitter), email: submitter.email },
    assignee: named(row.assignee_id, page.assignee),
    // Kept on the row by every comment insert: no count per page.
    comments_count: row.comments_count,
    ...officeAttestation(row, ticket),
    review_summary: reviewSummaryOf(page.reviews),
  };
  return { page, row: officeRow, answers: answersOf(page.answers) };
}

/** The ticket as a row of the office's queue (`404` for a draft or none): one statement. */
export async function officeTicketRow(db: Db, id: number): Promise<OfficeTicketPageRow> {
  return (await readPage(db, id, false)).row;
}

/**
 * The office's page of a non-draft ticket (`404` else): the row with its answers, its
 * inventors' summaries (position order) and its history (oldest first). One statement.
 */
export async function officeTicketPage(db: Db, id: number): Promise<OfficeTicketPage> {
  const { page, row, answers } = await readPage(db, id, true);
  const summaries = new Map(page.inventors.map((i) => [i.id, toInventorSummary(i)]));
  return {
    ...row,
    answers: answers satisfies Answers,
    inventor_details: row.inventors.flatMap((i) => {
      const summary = summaries.get(i);
      return summary ? [summary] : [];
    }),
    history: page.history.map((h) => ({
      status: h.status,
      meeting_date: h.meeting_date,
      message: h.message,
      by: named(h.by_user_id, h.by),
      at: h.created_at,
    })),
  };
}
