import type { FastifyInstance } from 'fastify';
import affiliationRoutes from './affiliations';
import coInventorRoutes from './co-inventors';
import commentRoutes from './comments';
import inventorRoutes from './inventors';
import patentRoutes from './patents';
import ticketConfirmationRoutes from './ticket-confirmation';
import ticketDetailRoutes from './ticket-detail';
import ticketsRoutes from './tickets';

/** /api/inventors: tickets, patents, inventor lookups and affiliations. */
export default async function inventorsRoutes(app: FastifyInstance) {
  await app.register(ticketsRoutes);
  await app.register(ticketDetailRoutes);
  await app.register(ticketConfirmationRoutes);
  await app.register(commentRoutes);
  await app.register(inventorRoutes);
  await app.register(patentRoutes);
  await app.register(coInventorRoutes);
  await app.register(affiliationRoutes);
}
