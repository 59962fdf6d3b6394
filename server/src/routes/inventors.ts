import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '@server/lib/http-error';
import affiliationRoutes from '../modules/inventors/affiliations.routes';
import attachmentRoutes from '../modules/attachments/attachments.routes';
import coInventorRoutes from '../modules/inventors/co-inventors.routes';
import commentRoutes from '../modules/conversation/comments.routes';
import inventorRoutes from '../modules/inventors/inventors.routes';
import inventorFormRoutes from '../modules/forms/inventor-form.routes';
import patentRoutes from '../modules/patents/patents.routes';
import ticketConfirmationRoutes from '../modules/attestation/confirmation.routes';
import ticketDetailRoutes from '../modules/tickets/ticket-detail.routes';
import ticketsRoutes from '../modules/tickets/tickets.routes';
import { closeConflictedTickets } from './conflict-gate';

export const REVIEWERS_ONLY_REVIEW = 'Reviewers only see their reviews.';

/**
 * A reviewer-role account (an outside expert, API.md Part 3 "Committee review") sees only its
 * reviews: `403` on every inventor route.
 */
export async function refuseReviewer(request: FastifyRequest): Promise<void> {
  if (request.auth?.role === 'reviewer') throw new HttpError(403, REVIEWERS_ONLY_REVIEW);
}

/** /api/inventors: tickets (and their attachments), patents, inventor lookups and affiliations. */
export default async function inventorsRoutes(app: FastifyInstance) {
  app.addHook('onRequest', refuseReviewer);
  // The office on a ticket it declared a conflict of interest on: 404 (comments, attachments).
  app.addHook('onRequest', closeConflictedTickets(app));
  await app.register(ticketsRoutes);
  await app.register(ticketDetailRoutes);
  await app.register(ticketConfirmationRoutes);
  await app.register(attachmentRoutes);
  await app.register(commentRoutes);
  await app.register(inventorRoutes);
  await app.register(patentRoutes);
  await app.register(coInventorRoutes);
  await app.register(affiliationRoutes);
  await app.register(inventorFormRoutes);
}
