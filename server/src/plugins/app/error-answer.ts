import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@inventor-portal/shared/schemas';
import { translateErrorBody } from '@inventor-portal/shared/messages';
import { languageFromAcceptLanguage } from '../../lib/language';

/** A 4xx/5xx body: a human `detail`, and field lists or `code`/`error` as the case may be. */
export type ErrorBody = { detail: string } & Record<string, unknown>;

/**
 * The language of the caller: the signed-in account's (read with the session, no extra query),
 * else the best of `en`/`fr` in `Accept-Language`, else `en`. The CSRF and host checks run
 * before the session is read, so their answers follow `Accept-Language`.
 */
export function callerLanguage(request: FastifyRequest): Language {
  return request.auth?.language ?? languageFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * Sends an error answer in the caller's language: `detail` and every field message through
 * the shared French messages; `code` and `error` as they are. Every error body the server
 * writes leaves through here (the error handler, the not-found handler, the request gates), so
 * no route translates anything. English bodies are sent as given, byte for byte.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ErrorBody,
): FastifyReply {
  return reply.status(status).send(translateErrorBody(body, callerLanguage(request)));
}
