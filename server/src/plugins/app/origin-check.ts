import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-answer';
import { isApiRequest, matchedRoute } from './matched-route';

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

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `hostname` and `port` of a Host value (lower-cased, one trailing dot dropped), or null. */
function splitHost(value: string): { hostname: string; port: string | null } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+?)\.?(?::([0-9]{1,5}))?$/.exec(value.toLowerCase());
  return match ? { hostname: match[1], port: match[2] ?? null } : null;
}

/**
 * The allowed-hosts check: a `host` entry allows that name on any port, a `host:port` entry
 * only that port, `*` anything. The loopback names are allowed on any port: only a client on
 * the machine itself sends them (`npm start` on the default PUBLIC_URL, a development proxy, a
 * container health check, the tests' `localhost:80`), never a browser led there by a foreign
 * page, since DNS rebinding arrives with the attacker's name, which is refused.
 */
function hostAllowed(
  value: string,
  allowed: ReadonlyArray<{ hostname: string; port: string | null }>,
): boolean {
  const host = splitHost(value);
  if (!host) return false;
  if (LOOPBACK.has(host.hostname)) return true;
  return allowed.some(
    (entry) =>
      entry.hostname === '*' ||
      (entry.hostname === host.hostname && (entry.port === null || entry.port === host.port)),
  );
}

const isHealthCheck = (request: FastifyRequest): boolean =>
  request.method === 'GET' && matchedRoute(request).url === '/api/health';

/**
 * Two checks of where a request claims to come from, as Django does them:
 * - Allowed hosts, on every request: the Host (X-Forwarded-Host behind a trusted proxy) must
 *   be a loopback name or one of `config.allowedHosts`, else `400 {"detail": "Invalid host."}`. The request's own
 *   origin below is built from it, so it must not be whatever the client says. `GET
 *   /api/health` is exempt: probes address a container by its IP, and it answers nothing else.
 * - Origin, on unsafe /api requests (by the matched route: `/%61pi/...` is one), as Django's
 *   CsrfViewMiddleware: an `Origin` header (or, without one, a `Referer`) that is present must
 *   be the request's own origin, PUBLIC_URL's origin or one of TRUSTED_ORIGINS; else 403. A
 *   request without either header (curl, server-to-server) passes on to the token check.
 */
export default fp(
  async function originCheck(app: FastifyInstance) {
    const trusted = new Set(app.config.trustedOrigins);
    const allowedHosts = app.config.allowedHosts
      .map((entry) => (entry === '*' ? { hostname: '*', port: null } : splitHost(entry)))
      .filter((entry) => entry !== null);
    // Hosts seen, with the answer: a handful in a real deployment (bounded against a client
    // that sends a new Host every time).
    const seenHosts = new Map<string, boolean>();
    const isAllowed = (host: string): boolean => {
      let allowed = seenHosts.get(host);
      if (allowed === undefined) {
        allowed = hostAllowed(host, allowedHosts);
        if (seenHosts.size >= 256) seenHosts.clear();
        seenHosts.set(host, allowed);
      }
      return allowed;
    };
    app.addHook('onRequest', async (request, reply) => {
      if (!isAllowed(request.host) && !isHealthCheck(request)) {
        return sendError(request, reply, 400, { detail: 'Invalid host.' });
      }
      if (!UNSAFE.has(request.method) || !isApiRequest(request)) return;
      if (matchedRoute(request).config?.csrfExempt) return;
      const origin = request.headers.origin;
      const referer = request.headers.referer;
      const [kind, value] =
        typeof origin === 'string'
          ? ['Origin', origin]
          : typeof referer === 'string'
            ? ['Referer', referer]
            : [null, null];
      if (kind === null) return;
      const candidate = kind === 'Origin' ? value.trim() : originOf(value.trim());
      const normalized = kind === 'Origin' ? originOf(candidate) : candidate;
      if (trusted.has(normalized) || normalized === ownOrigin(request)) return;
      const shown = candidate.slice(0, 200);
      return sendError(request, reply, 403, {
        detail: `CSRF Failed: ${kind} checking failed - ${shown} does not match any trusted origins.`,
      });
    });
  },
  { name: 'origin-check', dependencies: ['config'] },
);
