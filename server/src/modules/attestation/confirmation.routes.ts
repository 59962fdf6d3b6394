import { z } from 'zod';
import {
  confirmInputSchema,
  declineInputSchema,
  ticketSchema,
} from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import { pathId } from '@server/lib/validation';
import {
  CSRF_REFUSED,
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { confirmTicket, declineTicket } from './confirmations.service';
import { callerInventorId } from '@server/lib/route-helpers';

const params = z.object({ id: pathId });
const NOT_AN_INVENTOR = errorResponse(
  'Not found. (the caller is not one of the ticket’s inventors, or may not see it)',
);

/** POST /ticket/{id}/confirm/ and /decline/ (API.md Part 2 "Attestation"). */
const ticketConfirmationRoutes: RoutePlugin = async (app) => {
  app.post(
    '/ticket/:id/confirm',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Confirm the ticket’s current version as one of its inventors',
        description:
          'Records the caller as `confirmed`, when, and the sha-256 of the version confirmed (title, summary, context, problem identification, drawing, inventors, contributions). Mails link to `PUBLIC_URL/tickets/{id}?confirm=1`, where the signed-in inventor confirms.',
        security: SESSION,
        params,
        body: confirmInputSchema,
        response: {
          200: ticketSchema,
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          404: NOT_AN_INVENTOR,
          409: errorResponse('Already confirmed.'),
        },
      },
    },
    async (request) => confirmTicket(app, request.params.id, callerInventorId(request)),
  );

  app.post(
    '/ticket/:id/decline',
    {
      onRequest: app.requireAuth,
      schema: {
        summary:
          'Decline the ticket’s current version, with a reason; the submitter and the office are told',
        security: SESSION,
        params,
        body: declineInputSchema,
        response: {
          200: ticketSchema,
          400: errorResponse(
            '`{"reason": ["Say why you decline."]}` or `{"reason": ["Reason must be at most 500 characters"]}`.',
          ),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          404: NOT_AN_INVENTOR,
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return declineTicket(
        app,
        request.params.id,
        { userId: request.auth.userId, inventorId: callerInventorId(request) },
        request.body.reason,
      );
    },
  );
};

export default ticketConfirmationRoutes;
