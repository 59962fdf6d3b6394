import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { safeEqual } from '../../lib/passwords';
import { sendError } from './error-answer';
import { isApiRequest, matchedRoute } from './matched-route';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Neither the CSRF token nor the Origin check applies: the route's own credential (a
     * signed token in its URL) is the proof, and its callers (mail providers, RFC 8058
     * one-click unsubscribe) have neither the cookie nor our origin.
     */
    csrfExempt?: boolean;
    /**
     * A GET that changes state (`GET /api/accounts/logout/`) needs the `X-CSRFToken` header
     * like an unsafe method: a foreign page's link or image cannot sign the user out.
     */
    csrfOnGet?: boolean;
  }
}
export const CSRF_COOKIE = 'csrftoken';
const ONE_YEAR = 365 * 24 * 3600;

/**
 * Double-submit CSRF (docs/api.md): a readable `csrftoken` cookie is set on every response whose
 * request had none; unsafe methods must echo it in `X-CSRFToken`. Login and the public
 * routes are covered too. Which requests are API requests is decided by the matched route
 * (`/%61pi/...` is one).
 */
export default fp(
  async function csrf(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[CSRF_COOKIE];
      if (!cookie) {
        void reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure: app.config.secureCookies,
          httpOnly: false,
          maxAge: ONE_YEAR,
        });
      }
      if (!isApiRequest(request)) return;
      const config = matchedRoute(request).config;
      const guarded = UNSAFE.has(request.method) || (request.method === 'GET' && config?.csrfOnGet);
      if (!guarded || config?.csrfExempt) return;
      const header = request.headers['x-csrftoken'];
      if (!cookie) {
        return sendError(request, reply, 403, { detail: 'CSRF Failed: CSRF cookie not set.' });
      }
      if (typeof header !== 'string' || !safeEqual(header, cookie)) {
        return sendError(request, reply, 403, {
          detail: 'CSRF Failed: CSRF token missing or incorrect.',
        });
      }
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
