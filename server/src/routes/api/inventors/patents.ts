import type { FastifyInstance } from 'fastify';
import { patentListQuerySchema } from '@inventor-portal/shared/schemas';
import { notFound } from '../../../lib/http-error';
import { paged, pageParams } from '../../../lib/pagination';
import { sendCachedJson } from '../../../lib/response-cache';
import { validate } from '../../../lib/validation';
import { toPatentDetail, toPatentListItem } from '../../../repositories/patent.mapper';
import {
  findVisiblePatent,
  listVisiblePatents,
  patentInventorIds,
  patentInventorSummaries,
  patentSchemaUrls,
} from '../../../repositories/patent.repository';
import { callerInventorId, parseId } from './route-helpers';

/** GET /patents (the caller's, searchable and sortable) and GET /patent/{id}. */
export default async function patentRoutes(app: FastifyInstance) {
  app.get('/patents', { onRequest: app.requireAuth }, async (request, reply) => {
    const me = callerInventorId(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const filters = validate(patentListQuerySchema, {
      search: typeof query.search === 'string' ? query.search : undefined,
      ordering: typeof query.ordering === 'string' && query.ordering !== '' ? query.ordering : undefined,
    });
    const params = pageParams(request);
    return sendCachedJson(reply, app.db, { route: 'patents', caller: me, url: request.url }, async () => {
      const { count, rows } = await listVisiblePatents(app.db, me, { ...filters, ...params });
      const ids = rows.map((r) => r.id);
      const [inventors, schemas] = await Promise.all([patentInventorSummaries(app.db, ids), patentSchemaUrls(app.db, ids)]);
      const results = rows.map((row) => toPatentListItem(row, schemas.get(row.id) ?? [], inventors.get(row.id) ?? []));
      return paged(request, params, count, results);
    });
  });

  app.get('/patent/:id', { onRequest: app.requireAuth }, async (request) => {
    const me = callerInventorId(request);
    const id = parseId((request.params as { id?: string }).id);
    const row = await findVisiblePatent(app.db, id, me);
    if (!row) throw notFound();
    const [links, schemas] = await Promise.all([patentInventorIds(app.db, [id]), patentSchemaUrls(app.db, [id])]);
    return toPatentDetail(row, schemas.get(id) ?? [], links.get(id) ?? []);
  });
}
