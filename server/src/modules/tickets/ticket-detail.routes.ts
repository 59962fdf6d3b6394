import { requestVersions } from '@server/db/data-version';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ticketSchema } from '@inventor-portal/shared/schemas';
import { pathId } from '@server/lib/validation';
import { unauthenticated } from '@server/lib/http-error';
import { limitMailingWrite } from '@server/lib/rate-limit';
import {
  errorResponse,
  MAILING_WRITES_LIMITED,
  MULTIPART_OR_JSON,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import type { TicketRow } from './ticket.mapper';
import { updateTicket } from './ticket-edit.service';
import { deleteTicket, getTicket, ticketToChange } from './tickets.service';
import { callerInventorId } from '@server/lib/route-helpers';
import { TICKET_FORM_REFUSED, ticketFormBody } from './ticket-contract';
import { readTicketInput } from './ticket-input';

const params = z.object({ id: pathId });
const NOT_VISIBLE = errorResponse('Not found. (also a ticket the caller may not see)');

/** The ticket an edit was allowed on (by its preHandler), for its handler. */
const allowedEdits = new WeakMap<FastifyRequest, TicketRow>();

/** GET, PATCH (PUT) and DELETE /ticket/{id}. */
const ticketDetailRoutes: RoutePlugin = async (app) => {
  app.get(
    '/ticket/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'One ticket of the caller (submitter or inventor)',
        security: SESSION,
        params,
        response: { 200: ticketSchema, 401: NOT_SIGNED_IN, 404: NOT_VISIBLE },
      },
    },
    async (request) => getTicket(app.db, request.params.id, callerInventorId(request)),
  );

  app.route({
    method: ['PATCH', 'PUT'],
    url: '/ticket/:id',
    onRequest: app.requireAuth,
    config: { errorField: true },
    schema: {
      summary: 'Edit a pending ticket (its submitter only): the fields sent replace theirs',
      security: SESSION,
      consumes: MULTIPART_OR_JSON,
      params,
      body: ticketFormBody,
      response: {
        200: ticketSchema,
        400: TICKET_FORM_REFUSED,
        401: NOT_SIGNED_IN,
        403: errorResponse('Only the submitter can edit a pending ticket.'),
        404: NOT_VISIBLE,
        413: errorResponse('Too many form fields, or the body is too large (with `error`).'),
        429: MAILING_WRITES_LIMITED,
      },
    },
    // Who may edit is settled before the form is read, and answered as a gate (without the
    // form's `error` field): plugins/app/route-contract.ts.
    preHandler: async (request) => {
      const row = await ticketToChange(
        app.db,
        request.params.id,
        callerInventorId(request),
        'edit',
      );
      allowedEdits.set(request, row);
    },
    handler: async (request) => {
      const row = allowedEdits.get(request);
      if (!row) throw new Error('ticket edit without its preHandler');
      const input = await readTicketInput(request);
      if (!request.auth) throw unauthenticated();
      return limitMailingWrite(app.db, request.auth.userId, () =>
        updateTicket(app, row, input, requestVersions(request, app.db)),
      );
    },
  });

  app.delete(
    '/ticket/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Delete a pending ticket (its submitter only) and its drawing',
        security: SESSION,
        params,
        response: {
          204: z.undefined().describe('Deleted.'),
          401: NOT_SIGNED_IN,
          403: errorResponse('Only the submitter can delete a pending ticket.'),
          404: NOT_VISIBLE,
        },
      },
    },
    async (request, reply) => {
      const row = await ticketToChange(
        app.db,
        request.params.id,
        callerInventorId(request),
        'delete',
      );
      await deleteTicket(app, row);
      return reply.status(204).send();
    },
  );
};

export default ticketDetailRoutes;
