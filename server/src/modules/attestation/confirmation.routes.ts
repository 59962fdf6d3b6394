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
  MAILING_WRITES_LIMITED,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { confirmTicket, declineTicket } from './confirmations.service';
import { callerInventorId } from '@server/lib/route-helpers';
import { limitMailingWrite } from '@server/lib/rate-limit';

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
          'Takes the ticket’s `version` the inventor read (409 `stale_version` when it changed since). Records the caller as `confirmed`, when, and the sha-256 of the version confirmed (title, summary, context, problem identification, drawing, inventors, contributions). Mails link to `PUBLIC_URL/tickets/{id}?confirm=1`, where the signed-in inventor confirms.',
        security: SESSION,
        params,
        body: confirmInputSchema,
        response: {
          200: ticketSchema,
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          404: NOT_AN_INVENTOR,
          409: errorResponse(
            'Already confirmed.; or `{"detail": "The ticket changed since you opened it. Review it again.", "code": "stale_version"}` when `version` is not the current one',
          ),
        },
      },
    },
    async (request) =>
      confirmTicket(app, request.params.id, callerInventorId(request), request.body.version),
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
          409: errorResponse(
            '`{"detail": "The ticket changed since you opened it. Review it again.", "code": "stale_version"}` when `version` is not the current one',
          ),
          429: MAILING_WRITES_LIMITED,
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const caller = { userId: request.auth.userId, inventorId: callerInventorId(request) };
      return limitMailingWrite(app.db, caller.userId, () =>
        declineTicket(app, request.params.id, caller, request.body),
      );
    },
  );
};

export default ticketConfirmationRoutes;
