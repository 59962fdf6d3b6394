import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  detailMessageSchema,
  removePasswordRequestSchema,
  signInSettingsSchema,
  ssoProvidersSchema,
} from '@inventor-portal/shared/schemas';
import { HttpError, unauthenticated } from '@server/lib/http-error';
import { callerLanguage } from '@server/plugins/app/error-answer';
import {
  CSRF_REFUSED,
  errorResponse,
  NOT_SIGNED_IN,
  PUBLIC,
  SESSION,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { setSessionCookie } from '@server/plugins/app/session';
import {
  finishOidc,
  finishSaml,
  listProviders,
  samlMetadata,
  SsoFailure,
  startSignIn,
  type FinishedSignIn,
} from './sso.service';
import { removePassword, signInSettings } from './sso-settings.service';

const params = z.object({ id: z.string().min(1).max(40) });
/** The browser's half of a started OIDC sign-in: its `state`, so no other browser can finish it. */
const STATE_COOKIE = 'sso_state';
const STATE_COOKIE_PATH = '/api/accounts/sso/';
const redirect = (description: string) =>
  z.string().describe(`${description} (an empty body; the target is in \`Location\`)`);
const FAILURE =
  '`/login?sso_error=<code>`: invalid_response, email_unverified, not_allowed or account_deactivated';

/**
 * Campus sign-in (API.md Part 3): the public provider list, the start of a sign-in, the OIDC
 * callback and the SAML ACS (no CSRF: the IdP posts it; the signed, one-time response is the
 * proof), the SP metadata, and the Settings routes of a signed-in account.
 */
const ssoRoutes: RoutePlugin = async (app) => {
  // The IdP's auto-submitted form: `SAMLResponse` and `RelayState`, form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    work: () => Promise<FinishedSignIn>,
  ) => {
    void reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    reply.header('Cache-Control', 'no-store');
    try {
      const done = await work();
      setSessionCookie(app, reply, done.sessionValue);
      return reply.redirect(done.next, 302);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const code = err instanceof SsoFailure ? err.code : 'invalid_response';
      request.log.warn(
        { provider, code, reason: err instanceof Error ? err.message : String(err) },
        'campus sign-in refused',
      );
      return reply.redirect(`/login?sso_error=${code}`, 302);
    }
  };

  app.get(
    '/sso',
    {
      schema: {
        summary: 'The campus sign-in providers, labels in the request’s language',
        security: PUBLIC,
        response: { 200: ssoProvidersSchema },
      },
    },
    async (request) => ({ providers: listProviders(app.config, callerLanguage(request)) }),
  );

  app.get(
    '/sso/:id/login',
    {
      schema: {
        summary: 'Start a campus sign-in: 302 to the provider',
        description:
          'OIDC: the authorization endpoint (code flow, PKCE S256, `state`, `nonce`). SAML: the IdP with an HTTP-Redirect `AuthnRequest`; `next` travels in `RelayState`. `next` is kept only when it is a path of the portal.',
        security: PUBLIC,
        params,
        querystring: z.object({ next: z.string().max(1000).optional() }),
        response: {
          302: redirect('To the provider'),
          404: errorResponse('Not found. (no such provider)'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      reply.header('Cache-Control', 'no-store');
      let started: Awaited<ReturnType<typeof startSignIn>>;
      try {
        started = await startSignIn(app, id, request.query.next);
      } catch (err) {
        if (err instanceof HttpError) throw err;
        request.log.warn({ provider: id, err }, 'campus sign-in could not start');
        return reply.redirect('/login?sso_error=invalid_response', 302);
      }
      if (started.state) {
        void reply.setCookie(STATE_COOKIE, started.state, {
          path: STATE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.secureCookies,
          maxAge: 600,
        });
      }
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/sso/:id/callback',
    {
      schema: {
        summary: 'OIDC callback: a session and 302 to `next` (or /dashboard)',
        security: PUBLIC,
        params,
        querystring: z.record(z.string(), z.string()),
        response: {
          302: redirect(
            `To \`next\` or /dashboard with a new session; on failure no session and ${FAILURE}`,
          ),
          404: errorResponse('Not found. (no such OIDC provider)'),
        },
      },
    },
    async (request, reply) =>
      finish(request, reply, request.params.id, () =>
        finishOidc(app, request.params.id, request.query, request.cookies[STATE_COOKIE], {
          previousSessionId: request.auth?.sessionId ?? null,
          language: callerLanguage(request),
        }),
      ),
  );

  app.post(
    '/sso/:id/acs',
    {
      config: { csrfExempt: true },
      schema: {
        summary: 'SAML assertion consumer service (HTTP-POST, no CSRF): a session and 302',
        description:
          'The IdP posts `SAMLResponse` and `RelayState` (form-encoded). The response must answer a request the portal made (`InResponseTo`), be signed by the IdP, name this portal as audience and recipient, be within its time window, and carry an assertion id not seen before on any instance.',
        security: PUBLIC,
        params,
        consumes: ['application/x-www-form-urlencoded'],
        body: unvalidatedBody(
          z.object({ SAMLResponse: z.string(), RelayState: z.string().optional() }),
        ),
        response: {
          302: redirect(
            `To \`next\` (RelayState) or /dashboard with a new session; on failure no session and ${FAILURE}`,
          ),
          404: errorResponse('Not found. (no such SAML provider)'),
        },
      },
    },
    async (request, reply) => {
      const body =
        typeof request.body === 'object' && request.body !== null
          ? (request.body as Record<string, unknown>)
          : {};
      return finish(request, reply, request.params.id, () =>
        finishSaml(app, request.params.id, body, {
          previousSessionId: request.auth?.sessionId ?? null,
          language: callerLanguage(request),
        }),
      );
    },
  );

  app.get(
    '/sso/:id/metadata',
    {
      schema: {
        summary: 'The portal’s SAML SP metadata for this provider (entity id, ACS URL)',
        security: PUBLIC,
        params,
        response: {
          200: z.string().describe('`application/samlmetadata+xml`'),
          404: errorResponse('Not found. (no such SAML provider)'),
        },
      },
    },
    async (request, reply) => {
      const xml = samlMetadata(app.config, request.params.id);
      return reply.type('application/samlmetadata+xml').send(xml);
    },
  );

  app.get(
    '/sso/account',
    {
      onRequest: app.requireAuth,
      // Open while the account owes its set-up: a linked account on a generated password may
      // drop it instead of changing it.
      config: { duringAccountSetup: true },
      schema: {
        summary: 'How the signed-in account signs in: this session’s method, password, providers',
        security: SESSION,
        response: { 200: signInSettingsSchema, 401: NOT_SIGNED_IN },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      return signInSettings(app.db, app.config, auth, callerLanguage(request));
    },
  );

  app.post(
    '/sso/account/remove-password',
    {
      onRequest: app.requireAuth,
      config: { duringAccountSetup: true },
      schema: {
        summary: 'Remove the portal password of an account linked to a campus provider',
        description:
          'The account then signs in through its provider only; its other password sessions end. A reset link (“Forgot password?”) sets a password again.',
        security: SESSION,
        body: removePasswordRequestSchema,
        response: {
          200: detailMessageSchema.describe('`{"detail": "Portal password removed."}`'),
          400: errorResponse('Confirm that the portal password is to be removed.'),
          401: NOT_SIGNED_IN,
          403: CSRF_REFUSED,
          409: errorResponse('Link a campus sign-in before removing the portal password.'),
        },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      await removePassword(app.db, app.config, auth);
      return { detail: 'Portal password removed.' };
    },
  );
};
export default ssoRoutes;
