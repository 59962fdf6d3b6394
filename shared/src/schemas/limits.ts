/** Business constants and length limits of spec §5 and §9. One place, used by forms and server. */
export const LIMITS = {
  ticketTitle: 100,
  ticketText: 255,
  profileName: 150,
  email: 254,
  phone: 11,
  orcid: 19,
  nameVariant: 30,
  nameVariantsCount: 50,
  coApplication: 255,
  coApplicationsCount: 50,
  ticketInventorsCount: 50,
  password: 128,
  minPassword: 8,
  drawingBytes: 10 * 1024 * 1024,
  photoBytes: 5 * 1024 * 1024,
} as const;

export const PAGE_SIZES = {
  default: 12,
  max: 100,
  notifications: 3,
  profileLists: 10,
  inventorSearch: 10,
  ticketsList: 100,
  affiliations: 100,
} as const;

/** A ticket's status (API.md Part 2 "Ticket lifecycle"); new tickets are pending. */
export const TICKET_STATUSES = ['pending', 'needs_info', 'approved', 'refused'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
