import type { FastifyRequest } from 'fastify';

type RouteView = FastifyRequest['routeOptions'];
const views = new WeakMap<FastifyRequest, RouteView>();

/**
 * The matched route's options, read once per request: Fastify's `request.routeOptions` getter
 * builds a new object on every access, and the request hooks ask for it several times.
 */
export function matchedRoute(request: FastifyRequest): RouteView {
  let view = views.get(request);
  if (view === undefined) {
    view = request.routeOptions;
    views.set(request, view);
  }
  return view;
}

/**
 * Whether a request is for the API, decided by the route the router matched, not by the raw
 * URL: `/%61pi/accounts/login/` is routed to `/api/accounts/login` (the router decodes the
 * path), so a test of `request.url` alone would let it skip the CSRF, Origin and session
 * hooks. A request no route matched falls back on its raw path (it ends in a 404 anyway).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = matchedRoute(request).url;
  return route?.startsWith('/api/') === true || request.url.startsWith('/api/');
}

/**
 * Whether the matched route is used with a session: its contract declares the session cookie
 * among its security requirements (plugins/app/route-contract.ts: SESSION, SESSION_OR_NONE).
 */
export function isSignedInRoute(request: FastifyRequest): boolean {
  const security = matchedRoute(request).schema?.security;
  return (
    Array.isArray(security) &&
    security.some((requirement) => Object.keys(requirement).includes('sessionCookie'))
  );
}
