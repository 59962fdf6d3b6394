import { isOpenTicketStatus, type Ticket } from '@inventor-portal/shared/schemas';

/**
 * API.md Part 2 "Ticket lifecycle": the submitter edits a ticket while it is pending, or while
 * the office has asked for more information (`needs_info`; the edit sends it back to pending).
 */
export function canEditTicket(ticket: Ticket, myInventorId: number | undefined): boolean {
  return (
    isOpenTicketStatus(ticket.status) &&
    myInventorId !== undefined &&
    ticket.submitter !== undefined &&
    ticket.submitter !== null &&
    ticket.submitter === myInventorId
  );
}

/** The office asked the inventors for more information. */
export const needsInformation = (ticket: Ticket): boolean =>
  ticket.status.trim().toLowerCase() === 'needs_info';

/**
 * The office's message that came with the current status, when the ticket carries it
 * (`status_message`); the inventor's ticket answer may not have it yet.
 */
export function officeMessageOf(ticket: Ticket): string | null {
  const message = (ticket as Ticket & { status_message?: unknown }).status_message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}
