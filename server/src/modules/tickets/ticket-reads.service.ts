/**
 * The tickets module's reads for other modules: a ticket by id, whether a person or the office
 * may see it or its drawing, and the office's disclosure flags of a row.
 */
export { disclosureFlags } from './ticket-disclosure.repository';
export { officeDrawingVisible } from './office-ticket.repository';
export {
  drawingVisibleTo,
  findTicket,
  findVisibleTicket,
  hydrateTicketWithAnswers,
  hydrateTickets,
  ticketWithAnswers,
  visibleTo,
} from './ticket.repository';
export { ticketRelated, type TicketRelated } from './ticket-related.repository';
