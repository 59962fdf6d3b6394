import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-answer';

/**
 * Fastify's router errors (a URL that does not decode, `FST_ERR_BAD_URL`; an over-long
 * parameter) bypass the error handler: give them the same `{detail}` shape as every 4xx.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  const detail = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL.' : 'Bad request.';
  void sendError(request, reply, status, { detail });
}
