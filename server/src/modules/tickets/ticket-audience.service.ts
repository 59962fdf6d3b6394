import { ticketInventorAudience, ticketOfficeAudience } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { officeWithoutConflicted } from '../reviews/review-access.service';
import type { TicketRow } from './ticket.mapper';
import { ticketInventorIds } from './ticket.repository';

type AudienceTicket = Pick<TicketRow, 'id' | 'submitter_id' | 'assignee_id' | 'is_draft'>;

/** The inventors who hear about a ticket: the submitter, then each other inventor once. */
export async function ticketInventors(db: Db, ticket: AudienceTicket): Promise<number[]> {
  return ticketInventorAudience(ticket.submitter_id, await ticketInventorIds(db, ticket.id));
}

/**
 * The office staff who may hear about a ticket at all: nobody for a draft, else every active
 * office account but those that declared a conflict of interest on it (API.md Part 3). One read.
 */
export async function ticketOfficeCandidates(db: Db, ticket: AudienceTicket): Promise<number[]> {
  if (ticket.is_draft) return [];
  return officeWithoutConflicted(db, ticket.id);
}

/**
 * The office staff who hear about a ticket: nobody for a draft, its active assignee, else every
 * active office account (the shared ticket rules' `ticketOfficeAudience`), among `candidates`
 * (`ticketOfficeCandidates`): an assignee who declared a conflict leaves the ticket to the rest
 * of the office.
 */
export function ticketOfficeAmong(ticket: AudienceTicket, candidates: number[]): number[] {
  return ticketOfficeAudience(
    { isDraft: Boolean(ticket.is_draft), assigneeId: ticket.assignee_id },
    candidates,
  );
}

/** `ticketOfficeAmong` its candidates, read here (one read). */
export async function ticketOffice(db: Db, ticket: AudienceTicket): Promise<number[]> {
  return ticketOfficeAmong(ticket, await ticketOfficeCandidates(db, ticket));
}
