import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../../lib/http-error';
import { paged, pageParams } from '../../../lib/pagination';
import { listActivity } from '../../../repositories/activity.repository';

/** GET /activity-logs: the caller's own activity, paged, newest first. */
export default async function activityRoutes(app: FastifyInstance) {
  app.get('/activity-logs', { onRequest: app.requireAuth }, async (request) => {
    if (!request.auth) throw unauthenticated();
    const params = pageParams(request);
    const { count, results } = await listActivity(app.db, request.auth.inventorId, {
      offset: params.offset,
      limit: params.pageSize,
    });
    return paged(request, params, count, results);
  });
}
