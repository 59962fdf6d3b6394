import type { FastifyRequest } from 'fastify';
import { HttpError, unauthenticated } from '@server/lib/http-error';

/**
 * Stands for the inventor of an account without an inventor record (office staff): no
 * inventor has this id, so such a caller's lists are empty and every inventor-owned object is
 * `404 Not found.`, like one the caller may not see.
 */
export const NO_INVENTOR = 0;

export const INVENTORS_ONLY = 'Only inventors can submit tickets.';

/** The signed-in caller's inventor id (routes using it also declare `onRequest: app.requireAuth`). */
export function callerInventorId(request: FastifyRequest): number {
  if (!request.auth) throw unauthenticated();
  return request.auth.inventorId ?? NO_INVENTOR;
}

/** The caller's inventor id for a write that needs one (a new ticket); 403 without one. */
export function requireCallerInventor(request: FastifyRequest): number {
  if (!request.auth) throw unauthenticated();
  if (request.auth.inventorId === null) throw new HttpError(403, INVENTORS_ONLY);
  return request.auth.inventorId;
}
