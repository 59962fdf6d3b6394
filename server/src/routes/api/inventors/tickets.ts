import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { paged, pageParams } from '../../../lib/pagination';
import { sendCachedJson } from '../../../lib/response-cache';
import { hydrateTickets, listVisibleTickets } from '../../../repositories/ticket.repository';
import { callerInventorId } from './route-helpers';
import { readTicketInput } from './ticket-input';
import { createTicket } from './ticket-service';

/**
 * Create/edit failures that happen before the handler (body too large, bad JSON, unsupported
 * content type) also carry `error`, which the create-ticket screen reads.
 */
export function ticketWriteErrorHandler(error: FastifyError | Error): never {
  if (error instanceof HttpError) throw error;
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const detail =
      status === 413
        ? 'Request body is too large.'
        : error instanceof SyntaxError || (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Malformed JSON body.'
          : error.message || 'Bad request.';
    throw new HttpError(status, detail, { error: detail });
  }
  throw error;
}

/** GET /tickets/ (the caller's tickets) and POST /ticket/create/. */
export default async function ticketsRoutes(app: FastifyInstance) {
  app.get('/tickets', { onRequest: app.requireAuth }, async (request, reply) => {
    const me = callerInventorId(request);
    const params = pageParams(request);
    return sendCachedJson(reply, app.db, { route: 'tickets', caller: me, url: request.url }, async () => {
      const { count, rows } = await listVisibleTickets(app.db, me, params);
      return paged(request, params, count, await hydrateTickets(app.db, rows));
    });
  });

  app.post(
    '/ticket/create',
    { onRequest: app.requireAuth, errorHandler: ticketWriteErrorHandler },
    async (request, reply) => {
      const me = callerInventorId(request);
      const ticket = await createTicket(app, me, await readTicketInput(request));
      return reply.status(201).send(ticket);
    },
  );
}
