import { requestVersions } from '@server/db/data-version';
import {
  ticketPageSchema,
  ticketSchema,
  withAnswersQuerySchema,
} from '@inventor-portal/shared/schemas';
import { optionalQuery } from '@server/lib/office-route-support';
import { pageQuery, paged } from '@server/lib/pagination';
import { TICKETS_READS, TICKETS_WITH_ANSWERS_READS } from '@server/lib/answer-tables';
import { sendCachedJson } from '@server/lib/response-cache';
import { limitMailingWrite } from '@server/lib/rate-limit';
import {
  errorResponse,
  MAILING_WRITES_LIMITED,
  MULTIPART_OR_JSON,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { createTicket, listTickets } from './tickets.service';
import { callerInventorId, INVENTORS_ONLY, requireCallerInventor } from '@server/lib/route-helpers';
import { TICKET_FORM_REFUSED, ticketFormBody } from './ticket-contract';
import { readTicketInput } from './ticket-input';

/** GET /tickets/ (the caller's tickets) and POST /ticket/create/. */
const ticketsRoutes: RoutePlugin = async (app) => {
  app.get(
    '/tickets',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'The tickets the caller submitted or is an inventor of, newest first',
        description:
          'With `answers=true` (the exports) each ticket also carries its questionnaire `answers`; the list leaves them out otherwise.',
        security: SESSION,
        querystring: pageQuery({ answers: optionalQuery(withAnswersQuerySchema.optional()) }),
        response: {
          200: ticketPageSchema,
          401: NOT_SIGNED_IN,
          400: errorResponse('`answers` other than true or false.'),
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request, reply) => {
      const me = callerInventorId(request);
      const { paging, answers } = request.query;
      return sendCachedJson(
        reply,
        app.db,
        {
          route: 'tickets',
          caller: me,
          url: request.url,
          reads: answers ? TICKETS_WITH_ANSWERS_READS : TICKETS_READS,
        },
        async () => {
          const { count, results } = await listTickets(app.db, me, paging, {
            answers: answers ?? false,
          });
          return paged(request, paging, count, results);
        },
      );
    },
  );

  app.post(
    '/ticket/create',
    {
      onRequest: app.requireAuth,
      config: { errorField: true },
      schema: {
        summary:
          'Submit a ticket: the caller is always among its inventors; the others are notified',
        security: SESSION,
        consumes: MULTIPART_OR_JSON,
        body: ticketFormBody,
        response: {
          201: ticketSchema,
          400: TICKET_FORM_REFUSED,
          401: NOT_SIGNED_IN,
          403: errorResponse(`${INVENTORS_ONLY} (an office account without an inventor record)`),
          413: errorResponse('Too many form fields, or the body is too large (with `error`).'),
          429: MAILING_WRITES_LIMITED,
        },
      },
    },
    async (request, reply) => {
      const me = requireCallerInventor(request);
      const input = await readTicketInput(request);
      const userId = request.auth?.userId ?? 0;
      const versions = requestVersions(request, app.db);
      const ticket = await limitMailingWrite(app.db, userId, () =>
        createTicket(app, me, input, versions),
      );
      return reply.status(201).send(ticket);
    },
  );
};

export default ticketsRoutes;
