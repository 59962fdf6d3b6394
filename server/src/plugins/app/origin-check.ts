import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin of a header value, or the raw value when it is not a URL (it then matches nothing). */
function originOf(value: string): string {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? value : origin;
  } catch {
    return value;
  }
}

/** The request's own origin (scheme + Host, X-Forwarded-* honoured through trustProxy). */
const ownOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * Origin check on unsafe /api requests, as Django's CsrfViewMiddleware does: an `Origin`
 * header (or, without one, a `Referer`) that is present must be the request's own origin,
 * PUBLIC_URL's origin or one of TRUSTED_ORIGINS; else 403. A request without either header
 * (curl, server-to-server) passes on to the token check.
 */
export default fp(
  async function originCheck(app: FastifyInstance) {
    const trusted = new Set(app.config.trustedOrigins);
    app.addHook('onRequest', async (request, reply) => {
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      const referer = request.headers.referer;
      const [kind, value] =
        typeof origin === 'string' ? ['Origin', origin] : typeof referer === 'string' ? ['Referer', referer] : [null, null];
      if (kind === null) return;
      const candidate = kind === 'Origin' ? value.trim() : originOf(value.trim());
      const normalized = kind === 'Origin' ? originOf(candidate) : candidate;
      if (trusted.has(normalized) || normalized === ownOrigin(request)) return;
      const shown = candidate.slice(0, 200);
      return reply
        .status(403)
        .send({ detail: `CSRF Failed: ${kind} checking failed - ${shown} does not match any trusted origins.` });
    });
  },
  { name: 'origin-check', dependencies: ['config'] },
);
