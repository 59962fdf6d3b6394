import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { safeEqual } from '../../lib/passwords';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_COOKIE = 'csrftoken';
const ONE_YEAR = 365 * 24 * 3600;

/**
 * Double-submit CSRF (API.md): a readable `csrftoken` cookie is set on every response whose
 * request had none; unsafe methods must echo it in `X-CSRFToken`. Login and the public
 * routes are covered too.
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
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      const header = request.headers['x-csrftoken'];
      if (!cookie) {
        return reply.status(403).send({ detail: 'CSRF Failed: CSRF cookie not set.' });
      }
      if (typeof header !== 'string' || !safeEqual(header, cookie)) {
        return reply.status(403).send({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
      }
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
