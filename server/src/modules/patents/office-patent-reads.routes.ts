import { z } from 'zod';
import {
  inventorSummarySchema,
  patentDetailSchema,
  patentListItemSchema,
  patentListQuerySchema,
} from '@inventor-portal/shared/schemas';
import { paged, pageQuery } from '@server/lib/pagination';
import { pathId } from '@server/lib/validation';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { getOfficePatentDetail, listOfficePatents } from './office-patent-list.service';
import { NOT_OFFICE, officeActor, optionalQuery } from '@server/lib/office-route-support';
import { OFFICE_PATENTS_READS } from '@server/lib/answer-tables';
import { sendCachedJson } from '@server/lib/response-cache';

const officePatentPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(patentListItemSchema),
});

/** The detail shape plus the inventors' summaries (`inventor_details`), in `inventors` order. */
const officePatentDetailSchema = patentDetailSchema.extend({
  inventor_details: z.array(inventorSummarySchema),
});

/** GET /api/office/patents: every patent of every inventor, and one of them. */
const officePatentReadRoutes: RoutePlugin = async (app) => {
  app.get(
    '/patents',
    {
      schema: {
        summary: 'Every patent, newest first; `search` and `ordering` as the inventors’ list',
        description:
          '`search` matches the title, the deposit number and the inventors’ names and name variants (case- and accent-insensitive). `ordering`: a patent field, `-` for descending; missing values last. Rows have the list shape (inventors as summaries).',
        security: SESSION,
        querystring: pageQuery({
          search: optionalQuery(patentListQuerySchema.shape.search),
          ordering: optionalQuery(patentListQuerySchema.shape.ordering),
        }),
        response: {
          200: officePatentPageSchema,
          400: errorResponse('Search text too long, or an unknown `ordering`.'),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request, reply) => {
      const { paging, search, ordering } = request.query;
      // Remembered until a patent, an inventor or a schema is written (answer-tables.ts).
      return sendCachedJson(
        reply,
        app.db,
        {
          route: 'office-patents',
          caller: officeActor(request).userId,
          url: request.url,
          reads: OFFICE_PATENTS_READS,
        },
        async () => {
          const { count, results } = await listOfficePatents(app.db, {
            search: search || undefined,
            ordering,
            offset: paging.offset,
            pageSize: paging.pageSize,
          });
          return paged(request, paging, count, results);
        },
      );
    },
  );

  app.get(
    '/patents/:id',
    {
      schema: {
        summary: 'One patent: the detail shape plus `inventor_details` (summaries)',
        security: SESSION,
        params: z.object({ id: pathId }),
        response: {
          200: officePatentDetailSchema,
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
          404: errorResponse('Not found.'),
        },
      },
    },
    async (request) => getOfficePatentDetail(app.db, request.params.id),
  );
};

export default officePatentReadRoutes;
