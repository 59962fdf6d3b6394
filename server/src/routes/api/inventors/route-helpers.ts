import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '@server/lib/http-error';

/** The signed-in caller's inventor id (routes using it also declare `onRequest: app.requireAuth`). */
export function callerInventorId(request: FastifyRequest): number {
  if (!request.auth) throw unauthenticated();
  return request.auth.inventorId;
}
