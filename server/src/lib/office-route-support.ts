import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unauthenticated } from '@server/lib/http-error';
import { errorResponse } from '@server/plugins/app/route-contract';

/** The office account making the request (routes behind `requireOffice`). */
export function officeActor(request: FastifyRequest): { userId: number } {
  if (!request.auth) throw unauthenticated();
  return { userId: request.auth.userId };
}

export const NOT_OFFICE = errorResponse(
  'Office staff only. (Also `{"detail": ..., "code": "two_factor_required"}` until the account has two-factor sign-in, and the CSRF refusal on writes.)',
);

/** A query parameter sent empty (`?status=`) counts as absent. */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);
