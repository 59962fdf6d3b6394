import type { Ticket } from '@inventor-portal/shared/schemas';

/** docs/api.md: only the submitter edits (or deletes) a ticket, and only while it is pending. */
export function canEditTicket(ticket: Ticket, myInventorId: number | undefined): boolean {
  return (
    ticket.status.trim().toLowerCase() === 'pending' &&
    myInventorId !== undefined &&
    ticket.submitter !== undefined &&
    ticket.submitter !== null &&
    ticket.submitter === myInventorId
  );
}
