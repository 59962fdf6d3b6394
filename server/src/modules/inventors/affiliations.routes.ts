import { affiliationPageSchema } from '@inventor-portal/shared/schemas';
import { pageQuery, paged } from '@server/lib/pagination';
import { errorResponse, PUBLIC, type RoutePlugin } from '@server/plugins/app/route-contract';
import { listAffiliations } from './inventors.service';

/** GET /affiliations/: public (the create-account screen needs it). */
const affiliationRoutes: RoutePlugin = async (app) => {
  app.get(
    '/affiliations',
    {
      schema: {
        summary: 'Affiliations by name (CIE and UIR exist from the first migration)',
        security: PUBLIC,
        querystring: pageQuery(),
        response: { 200: affiliationPageSchema, 404: errorResponse('Invalid page.') },
      },
    },
    async (request) => {
      const { paging } = request.query;
      const { count, results } = await listAffiliations(app.db, paging);
      return paged(request, paging, count, results);
    },
  );
};

export default affiliationRoutes;
