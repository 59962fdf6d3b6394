import type {
  FastifyError,
  FastifyInstance,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_UNAVAILABLE_DETAIL, isDatabaseUnavailable } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-error';
import { sendError } from './error-answer';
import { matchedRoute } from './matched-route';
import { isNulTextError, NUL_DETAIL } from './nul-guard';

/** Errors thrown by the handler of a route with `config.errorField` (see `errorField` below). */
const handlerErrors = new WeakSet<object>();

/** Remembers what the handler threw, so the gates' errors can be told from the handler's. */
function markHandlerErrors(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function markedHandler(this: FastifyInstance, request, reply) {
    try {
      return await handler.call(this, request, reply);
    } catch (err) {
      if (typeof err === 'object' && err !== null) handlerErrors.add(err);
      throw err;
    }
  };
}

const isValidationError = (error: Error): boolean =>
  (error as Partial<FastifyError>).code === 'FST_ERR_VALIDATION';

/**
 * Whether a 4xx answer carries `error` (= detail): only on routes with `config.errorField`, and
 * there for failures of the input (Fastify's own: bad JSON, too large, content type; a 400
 * from validation) and whatever the handler threw; never for the gates before (401, the NUL
 * guard, a route's access hooks, a 404 id). The create-ticket and create-account screens read it.
 */
function errorField(request: FastifyRequest, error: Error, status: number): boolean {
  if (!matchedRoute(request).config?.errorField || status < 400 || status >= 500) return false;
  if (handlerErrors.has(error)) return true;
  if (isValidationError(error)) return status === 400;
  return !(error instanceof HttpError);
}

/**
 * One error shape: every 4xx/5xx is JSON with a human `detail`, in the caller's language
 * (error-answer.ts). 5xx internals are logged, never sent. Fastify's own 4xx (bad JSON, body
 * too large, bad content type) keep their status.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.errorField) route.handler = markHandlerErrors(route.handler);
    });

    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        const body = { detail: error.detail, ...error.extra };
        const withError = errorField(request, error, error.statusCode) && !('error' in body);
        void sendError(
          request,
          reply.headers(error.headers),
          error.statusCode,
          withError ? { ...body, error: error.detail } : body,
        );
        return;
      }
      const status =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const detail =
          status === 413
            ? 'Request body is too large.'
            : error instanceof SyntaxError ||
                (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'Malformed JSON body.'
              : error.message || 'Bad request.';
        void sendError(
          request,
          reply,
          status,
          errorField(request, error, status) ? { detail, error: detail } : { detail },
        );
        return;
      }
      if (isNulTextError(error)) {
        void sendError(request, reply, 400, { detail: NUL_DETAIL });
        return;
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn(
          { code: (error as { code?: string }).code, msg: error.message },
          'database unavailable',
        );
        void sendError(request, reply.header('Retry-After', '5'), 503, {
          detail: DATABASE_UNAVAILABLE_DETAIL,
        });
        return;
      }
      request.log.error({ err: error }, 'request failed');
      void sendError(request, reply, 500, { detail: 'Internal server error.' });
    });

    app.setNotFoundHandler((request, reply) => {
      void sendError(request, reply, 404, { detail: 'Not found.' });
    });
  },
  { name: 'errors' },
);
