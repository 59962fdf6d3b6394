import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  inventorSearchSchema,
  inventorSummaryPageSchema,
  inventorSummarySchema,
  PAGE_SIZES,
} from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import { pageQuery, paged } from '@server/lib/pagination';
import { INVENTOR_SEARCH_READS } from '@server/lib/answer-tables';
import { sendCachedJson } from '@server/lib/response-cache';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  SESSION_OR_NONE,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { checkSharedPassword } from '@server/modules/accounts/create-account.service';
import { getInventorSummary, searchInventors } from './inventors.service';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Any body that is not a JSON object searches as an empty one (`name` is then refused). */
const searchBody = z.preprocess((body) => (isRecord(body) ? body : {}), inventorSearchSchema);

/**
 * Search is open to a signed-in user, or to the create-account screen when the body holds the
 * manager's shared password (failures count against the same limits as create-account).
 * It runs before the body is validated: a caller who may not search learns nothing about it.
 */
async function assertMaySearch(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.auth) return;
  const body: unknown = request.body;
  const password = isRecord(body) ? body.shared_password : undefined;
  if (typeof password !== 'string' || password === '') throw unauthenticated();
  await checkSharedPassword(
    { db: app.db, config: app.config, log: request.log },
    request.ip,
    password,
  );
}

/** GET /inventor/{id} (summary) and POST /inventors/search/. */
const inventorRoutes: RoutePlugin = async (app) => {
  app.get(
    '/inventor/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'One inventor (summary: never email or phone)',
        security: SESSION,
        params: z.object({ id: pathId }),
        response: {
          200: inventorSummarySchema,
          401: NOT_SIGNED_IN,
          404: errorResponse('Not found.'),
        },
      },
    },
    async (request) => getInventorSummary(app.db, request.params.id),
  );

  app.post(
    '/inventors/search',
    {
      preValidation: async (request) => assertMaySearch(app, request),
      schema: {
        summary:
          'Inventors whose names or name variants contain `name`; signed in, or with the shared password',
        security: SESSION_OR_NONE,
        body: searchBody,
        querystring: pageQuery(undefined, PAGE_SIZES.inventorSearch),
        response: {
          200: inventorSummaryPageSchema,
          400: errorResponse('`name` shorter than 2 characters after trimming.'),
          401: NOT_SIGNED_IN,
          403: errorResponse('Invalid shared password.'),
          404: errorResponse('Invalid page.'),
          429: errorResponse('Too many attempts. Try again in N seconds.'),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.body;
      const { paging } = request.query;
      const search = async () => {
        const { count, results } = await searchInventors(app.db, app.dialect, name, paging);
        return paged(request, paging, count, results);
      };
      // Remembered for signed-in callers (the ticket form's inventor picker); the create-account
      // screen's searches (shared password) are rare and always run.
      if (!request.auth) return search();
      return sendCachedJson(
        reply,
        app.db,
        {
          route: 'inventor-search',
          caller: request.auth.userId,
          url: request.url,
          input: name,
          reads: INVENTOR_SEARCH_READS,
        },
        search,
      );
    },
  );
};

export default inventorRoutes;
