import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_UNAVAILABLE_DETAIL, isDatabaseUnavailable } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-error';
import { isNulTextError, NUL_DETAIL } from './nul-guard';

/**
 * One error shape: every 4xx/5xx is JSON with a human `detail`. 5xx internals are logged,
 * never sent. Fastify's own 4xx (bad JSON, body too large, bad content type) keep their status.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        void reply.status(error.statusCode).headers(error.headers).send({ detail: error.detail, ...error.extra });
        return;
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const detail =
          status === 413
            ? 'Request body is too large.'
            : error instanceof SyntaxError || (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'Malformed JSON body.'
              : error.message || 'Bad request.';
        void reply.status(status).send({ detail });
        return;
      }
      if (isNulTextError(error)) {
        void reply.status(400).send({ detail: NUL_DETAIL });
        return;
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ code: (error as { code?: string }).code, msg: error.message }, 'database unavailable');
        void reply.status(503).header('Retry-After', '5').send({ detail: DATABASE_UNAVAILABLE_DETAIL });
        return;
      }
      request.log.error({ err: error }, 'request failed');
      void reply.status(500).send({ detail: 'Internal server error.' });
    });

    app.setNotFoundHandler((request, reply) => {
      void reply.status(404).send({ detail: 'Not found.' });
    });
  },
  { name: 'errors' },
);
