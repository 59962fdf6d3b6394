import { ticketInventorAudience, ticketOfficeAudience } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { officeUserIds } from '../accounts/users.service';
import { withoutConflicted } from '../reviews/review-access.service';
import type { TicketRow } from './ticket.mapper';
import { ticketInventorIds } from './ticket.repository';

type AudienceTicket = Pick<TicketRow, 'id' | 'submitter_id' | 'assignee_id' | 'is_draft'>;

/** The inventors who hear about a ticket: the submitter, then each other inventor once. */
export async function ticketInventors(db: Db, ticket: AudienceTicket): Promise<number[]> {
  return ticketInventorAudience(ticket.submitter_id, await ticketInventorIds(db, ticket.id));
}

/**
 * The office staff who hear about a ticket: nobody for a draft, its active assignee, else every
 * active office account (the shared ticket rules' `ticketOfficeAudience`). Never an account that
 * declared a conflict of interest on it (API.md Part 3): an assignee who did leaves the ticket
 * to the rest of the office.
 */
export async function ticketOffice(db: Db, ticket: AudienceTicket): Promise<number[]> {
  if (ticket.is_draft) return [];
  const office = await officeUserIds(db);
  const audience = await withoutConflicted(
    db,
    ticket.id,
    ticketOfficeAudience({ isDraft: false, assigneeId: ticket.assignee_id }, office),
  );
  if (audience.length > 0 || ticket.assignee_id === null) return audience;
  return withoutConflicted(db, ticket.id, office);
}
