import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountSchema,
  detailMessageSchema,
  loginRequestSchema,
  twoFactorRequiredSchema,
} from '@inventor-portal/shared/schemas';
import { clearSessionCookie, setSessionCookie } from '@server/plugins/app/session';
import {
  CSRF_REFUSED,
  errorResponse,
  PUBLIC,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { login, logout } from './sign-in.service';

const loggedOut = { 200: detailMessageSchema.describe('Logged out.') };

/** POST /login (a fresh session on success; two steps on a 2FA account), GET and POST /logout. */
const loginRoutes: RoutePlugin = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in: a fresh session cookie and the account',
        description:
          'On an account with two-factor sign-in, the first request (no `code`) answers `{"two_factor_required": true}` and sets no cookie; the same request with `code` (6 digits of the authenticator app, or an unused recovery code) completes the login.',
        security: PUBLIC,
        body: loginRequestSchema,
        response: {
          200: z
            .union([accountSchema, twoFactorRequiredSchema])
            .describe(
              'The account and a new `sessionid` cookie; or, on a 2FA account without `code`, `{"two_factor_required": true}` and no cookie',
            ),
          400: errorResponse(
            'Invalid email or password. (the same for an unknown email); Invalid two-factor code.; an expired generated password; or field errors',
          ),
          403: errorResponse(
            'This account is deactivated. (only after the right password), or a CSRF refusal',
          ),
          429: errorResponse(
            'Too many attempts. Try again in N seconds. (10 failures per 15 min per email and address; a per-account slow-down from any address; wrong two-factor codes count)',
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await login(app, {
        ...request.body,
        ip: request.ip,
        previousSessionId: request.auth?.sessionId ?? null,
      });
      if (result.kind === 'two-factor-required') return { two_factor_required: true as const };
      setSessionCookie(app, reply, result.sessionValue);
      return result.user;
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    await logout(app.db, request.auth?.sessionId ?? null);
    clearSessionCookie(app, reply);
    return { detail: 'Logged out.' };
  };
  app.get(
    '/logout',
    {
      config: { csrfOnGet: true },
      schema: {
        summary: 'Sign out: the session ends server-side',
        description:
          'Needs the `X-CSRFToken` header like an unsafe method: a foreign page cannot sign the user out.',
        security: PUBLIC,
        response: { ...loggedOut, 403: CSRF_REFUSED },
      },
    },
    signOut,
  );
  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign out (as GET)',
        security: PUBLIC,
        response: { ...loggedOut, 403: CSRF_REFUSED },
      },
    },
    signOut,
  );
};
export default loginRoutes;
