import { inventorSummaryPageSchema } from '@inventor-portal/shared/schemas';
import { pageQuery, paged } from '@server/lib/pagination';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { listCoInventors } from './inventors.service';
import { callerInventorId } from '@server/lib/route-helpers';

/** GET /inventor/co-inventors: everyone sharing a patent with the caller, by name. */
const coInventorRoutes: RoutePlugin = async (app) => {
  app.get(
    '/inventor/co-inventors',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'Distinct inventors sharing at least one patent with the caller, by name',
        security: SESSION,
        querystring: pageQuery(),
        response: {
          200: inventorSummaryPageSchema,
          401: NOT_SIGNED_IN,
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request) => {
      const me = callerInventorId(request);
      const { paging } = request.query;
      const { count, results } = await listCoInventors(app.db, me, paging);
      return paged(request, paging, count, results);
    },
  );
};

export default coInventorRoutes;
