import type { FastifyInstance } from 'fastify';
import { paged, pageParams } from '../../../lib/pagination';
import { coInventorIds } from '../../../repositories/co-inventor.repository';
import { inventorSummaries } from '../../../repositories/inventor.mapper';
import { callerInventorId } from './route-helpers';

/** GET /inventor/co-inventors: everyone sharing a patent with the caller, by name. */
export default async function coInventorRoutes(app: FastifyInstance) {
  app.get('/inventor/co-inventors', { onRequest: app.requireAuth }, async (request) => {
    const me = callerInventorId(request);
    const params = pageParams(request);
    const { count, ids } = await coInventorIds(app.db, me, params);
    const summaries = await inventorSummaries(app.db, ids);
    return paged(request, params, count, ids.flatMap((id) => summaries.get(id) ?? []));
  });
}
