import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '@server/lib/http-error';
import { conflictClosesTicket } from '../modules/reviews/review-access.service';

/** `/api/office/tickets/:id...` and `/api/inventors/ticket/:id...`: the routes of one ticket. */
const TICKET_ROUTE = /\/tickets?\/:id(\/|$)/;

/**
 * API.md Part 3 "Committee review": a declared conflict of interest closes the ticket to that
 * reviewer everywhere. An office account reaches every ticket through the office's routes and
 * the ticket's own (comments, attachments): on a ticket it declared a conflict on, each answers
 * the same 404 as a ticket that does not exist. (A reviewer-role account is refused those
 * routes whole; an inventor-role account reaches only its own tickets, which it cannot review.)
 */
export function closeConflictedTickets(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.auth?.role !== 'office') return;
    if (!TICKET_ROUTE.test(request.routeOptions.url ?? '')) return;
    const ticketId = Number((request.params as { id?: unknown } | undefined)?.id);
    if (!Number.isInteger(ticketId)) return;
    if (await conflictClosesTicket(app.db, request.auth.userId, ticketId)) throw notFound();
  };
}
