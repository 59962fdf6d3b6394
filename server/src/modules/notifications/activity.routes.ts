import { activityPageSchema } from '@inventor-portal/shared/schemas';
import { unauthenticated } from '@server/lib/http-error';
import { paged, pageQuery } from '@server/lib/pagination';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { listActivity } from './notifications.service';

/** GET /activity-logs: the caller's own activity, paged, newest first. */
const activityRoutes: RoutePlugin = async (app) => {
  app.get(
    '/activity-logs',
    {
      onRequest: app.requireAuth,
      schema: {
        summary: 'The own activity, newest first',
        security: SESSION,
        querystring: pageQuery(),
        response: {
          200: activityPageSchema,
          401: NOT_SIGNED_IN,
          404: errorResponse('Invalid page.'),
        },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const { paging } = request.query;
      const { count, results } = await listActivity(
        app.db,
        request.auth.inventorId,
        { offset: paging.offset, limit: paging.pageSize },
        request.auth.language,
      );
      return paged(request, paging, count, results);
    },
  );
};
export default activityRoutes;
