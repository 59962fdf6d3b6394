import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  detailMessageSchema,
  forgotPasswordSchema,
  resetPasswordConfirmSchema,
} from '@inventor-portal/shared/schemas';
import {
  CSRF_REFUSED,
  errorResponse,
  PUBLIC,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import type { UserRow } from './user.repository';
import { requestPasswordReset, resetLinkUser, resetPassword } from './password.service';

const SENT = 'Password reset email sent! Please check your inbox.';

const linkParams = z.object({
  uidb64: z.string().describe('The account, as the reset mail links it'),
  token: z.string().describe('The signed, single-use token of the reset mail (valid 24 h)'),
});

/** The account of a checked reset link, from the route's hook to its handler. */
const linkUsers = new WeakMap<FastifyRequest, UserRow>();

/** POST /reset-password (no account enumeration) and POST /reset-password-confirm/:uidb64/:token. */
const resetRoutes: RoutePlugin = async (app) => {
  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Mail a reset link if the address has an account (the answer never says)',
        security: PUBLIC,
        body: forgotPasswordSchema,
        response: {
          200: detailMessageSchema.describe(SENT),
          400: errorResponse('A malformed email address'),
          403: CSRF_REFUSED,
          429: errorResponse(
            'Too many attempts. Try again in N seconds. (5 per hour per email and address; a repeat within 5 minutes is answered 200 without a second mail)',
          ),
        },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return { detail: SENT };
    },
  );

  // The token is in the path: 'warn' keeps the request/response log lines (which hold the URL)
  // out of the logs, so a log reader cannot use a live reset link.
  app.post(
    '/reset-password-confirm/:uidb64/:token',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Set a new password with a reset link; every session of the account ends',
        security: PUBLIC,
        params: linkParams,
        body: resetPasswordConfirmSchema,
        response: {
          200: detailMessageSchema.describe('Password reset successful! You can now log in.'),
          400: errorResponse('Invalid or expired reset link., or new_password rules'),
          403: CSRF_REFUSED,
        },
      },
      // A dead link is the answer whatever the body holds: checked before the body is validated.
      preValidation: async (request) => {
        linkUsers.set(
          request,
          await resetLinkUser(app, request.params.uidb64, request.params.token),
        );
      },
    },
    async (request) => {
      const user = linkUsers.get(request);
      if (!user) throw new Error('reset link not checked');
      await resetPassword(app.db, user, request.body.new_password);
      return { detail: 'Password reset successful! You can now log in.' };
    },
  );
};
export default resetRoutes;
