/** Route registry of this remote. Absolute paths: the host mounts us at /tickets/*. */
export const paths = {
  tickets: '/tickets',
  createTicket: '/tickets/create',
  ticket: (id: number | string) => `/tickets/${id}`,
  editTicket: (id: number | string) => `/tickets/${id}/edit`,
} as const;

/** Router state the list reads: a ticket deleted a moment ago, hidden until the refetch lands. */
export interface TicketsListState {
  deletedTicketId?: number;
}
