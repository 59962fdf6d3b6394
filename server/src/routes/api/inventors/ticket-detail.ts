import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../../lib/http-error';
import { deleteTicketRow, findVisibleTicket, hydrateTickets, insertActivity } from '../../../repositories/ticket.repository';
import type { TicketRow } from '../../../repositories/ticket.mapper';
import { callerInventorId, parseId } from './route-helpers';
import { readTicketInput } from './ticket-input';
import { updateTicket } from './ticket-service';
import { ticketWriteErrorHandler } from './tickets';

async function visibleTicket(app: FastifyInstance, request: FastifyRequest): Promise<{ me: number; row: TicketRow }> {
  const me = callerInventorId(request);
  const id = parseId((request.params as { id?: string }).id);
  const row = await findVisibleTicket(app.db, id, me);
  if (!row) throw notFound();
  return { me, row };
}

/** Only the submitter changes a ticket, and only while it is pending. */
function assertSubmitterOfPending(me: number, row: TicketRow, detail: string): void {
  if (row.submitter_id !== me || row.status !== 'pending') throw new HttpError(403, detail);
}

/** GET, PATCH (PUT) and DELETE /ticket/{id}. */
export default async function ticketDetailRoutes(app: FastifyInstance) {
  app.get('/ticket/:id', { onRequest: app.requireAuth }, async (request) => {
    const { row } = await visibleTicket(app, request);
    const [ticket] = await hydrateTickets(app.db, [row]);
    return ticket;
  });

  app.route({
    method: ['PATCH', 'PUT'],
    url: '/ticket/:id',
    onRequest: app.requireAuth,
    errorHandler: ticketWriteErrorHandler,
    handler: async (request) => {
      const { me, row } = await visibleTicket(app, request);
      assertSubmitterOfPending(me, row, 'Only the submitter can edit a pending ticket.');
      return updateTicket(app, row, await readTicketInput(request));
    },
  });

  app.delete('/ticket/:id', { onRequest: app.requireAuth }, async (request, reply) => {
    const { me, row } = await visibleTicket(app, request);
    assertSubmitterOfPending(me, row, 'Only the submitter can delete a pending ticket.');
    await app.db.transaction().execute(async (trx) => {
      await deleteTicketRow(trx, row.id);
      await insertActivity(trx, [me], 'delete', `Deleted ticket '${row.title}'`);
    });
    await app.uploads.remove('drawings', row.drawing);
    return reply.status(204).send();
  });
}
