import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthenticated } from '@server/lib/http-error';
import analyticsRoutes from '../modules/analytics/analytics.routes';
import auditRoutes from '../modules/audit/audit.routes';
import officeDashboardRoutes from '../modules/dashboard/dashboard.routes';
import officeInventorRoutes from '../modules/inventors/office-inventors.routes';
import officePatentRoutes from '../modules/patents/office-patents.routes';
import officeTicketRoutes from '../modules/tickets/office-tickets.routes';
import officeUserRoutes from '../modules/accounts/office-users.routes';
import officeFormRoutes from '../modules/forms/forms.routes';
import officeReviewRoutes from '../modules/reviews/office-reviews.routes';
import { closeConflictedTickets } from './conflict-gate';

export const OFFICE_ONLY = 'Office staff only.';

/** 401 without a session, `403 {"detail": "Office staff only."}` for anyone but office staff. */
export async function requireOffice(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthenticated();
  if (request.auth.role !== 'office') throw new HttpError(403, OFFICE_ONLY);
}

/**
 * /api/office: the technology-transfer office workspace (API.md Part 2). Every route is behind
 * `requireOffice`, after the session and account set-up gates (an office account must have
 * changed its generated password and enabled two-factor sign-in first).
 */
export default async function officeRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireOffice);
  // A ticket its caller declared a conflict of interest on is 404 on every route of it.
  app.addHook('onRequest', closeConflictedTickets(app));
  await app.register(officeTicketRoutes);
  await app.register(officeInventorRoutes);
  await app.register(officePatentRoutes);
  await app.register(auditRoutes);
  await app.register(officeUserRoutes);
  await app.register(officeDashboardRoutes);
  await app.register(officeFormRoutes);
  await app.register(analyticsRoutes);
  await app.register(officeReviewRoutes);
}
