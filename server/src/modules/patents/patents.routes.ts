import { z } from 'zod';
import {
  patentDetailSchema,
  patentListQuerySchema,
  patentPageSchema,
} from '@inventor-portal/shared/schemas';
import { pageQuery, paged } from '@server/lib/pagination';
import { PATENTS_READS } from '@server/lib/answer-tables';
import { sendCachedJson } from '@server/lib/response-cache';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { getPatent, listPatents } from './patents.service';
import { callerInventorId } from '@server/lib/route-helpers';

const { search, ordering } = patentListQuerySchema.shape;

/**
 * The list's own parameters. A repeated parameter (a list) counts as absent, and so does an
 * empty `ordering`, as the screens send them.
 */
const patentListQuery = pageQuery({
  search: z.preprocess((v) => (typeof v === 'string' ? v : undefined), search),
  ordering: z.preprocess((v) => (typeof v === 'string' && v !== '' ? v : undefined), ordering),
});

/** GET /patents (the caller's, searchable and sortable) and GET /patent/{id}. */
const patentRoutes: RoutePlugin = async (app) => {
  app.get(
    '/patents',
    {
      onRequest: app.requireAuth,
      schema: {
        summary:
          "The caller's patents; `search` in titles and inventor names, `ordering` by a field",
        security: SESSION,
        querystring: patentListQuery,
        response: {
          200: patentPageSchema,
          400: errorResponse('Search text too long, or an unknown ordering field.'),
          401: NOT_SIGNED_IN,
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request, reply) => {
      const me = callerInventorId(request);
      const { search: text, ordering: order, paging } = request.query;
      return sendCachedJson(
        reply,
        app.db,
        { route: 'patents', caller: me, url: request.url, reads: PATENTS_READS },
        async () => {
          const { count, results } = await listPatents(app.db, me, {
            search: text,
            ordering: order,
            ...paging,
          });
          return paged(request, paging, count, results);
        },
      );
    },
  );

  app.get(
    '/patent/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'One patent of the caller (inventors as ids)',
        security: SESSION,
        params: z.object({ id: pathId }),
        response: {
          200: patentDetailSchema,
          401: NOT_SIGNED_IN,
          404: errorResponse('Not found. (also a patent the caller is not an inventor of)'),
        },
      },
    },
    async (request) => getPatent(app.db, request.params.id, callerInventorId(request)),
  );
};

export default patentRoutes;
