import type { FastifyInstance } from 'fastify';
import { paged, pageParams } from '../../../lib/pagination';
import { listAffiliations } from '../../../repositories/affiliation.repository';

/** GET /affiliations/: public (the create-account screen needs it). */
export default async function affiliationRoutes(app: FastifyInstance) {
  app.get('/affiliations', async (request) => {
    const params = pageParams(request);
    const { count, results } = await listAffiliations(app.db, params);
    return paged(request, params, count, results);
  });
}
