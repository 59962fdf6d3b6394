import { pagedSchema } from '../common';
import { affiliationSchema, inventorSummarySchema } from '../inventor';
import { patentListItemSchema } from '../patent';
import { ticketSchema } from '../ticket';

/** `GET /api/inventors/tickets/`: the caller's tickets, newest first. */
export const ticketPageSchema = pagedSchema(ticketSchema);

/** `GET /api/inventors/patents`: the caller's patents, inventors as summaries. */
export const patentPageSchema = pagedSchema(patentListItemSchema);

/** Inventor search results and the caller's co-inventors, by name. */
export const inventorSummaryPageSchema = pagedSchema(inventorSummarySchema);

/** `GET /api/inventors/affiliations/`, by name. */
export const affiliationPageSchema = pagedSchema(affiliationSchema);
