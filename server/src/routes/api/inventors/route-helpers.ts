import type { FastifyRequest } from 'fastify';
import { notFound, unauthenticated } from '../../../lib/http-error';

const MAX_ID = 2_147_483_647;

/** A path id: a positive integer the database can hold, else the same 404 as a missing object. */
export function parseId(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw notFound();
  return id;
}

/** The signed-in caller's inventor id (routes using it also declare `onRequest: app.requireAuth`). */
export function callerInventorId(request: FastifyRequest): number {
  if (!request.auth) throw unauthenticated();
  return request.auth.inventorId;
}
