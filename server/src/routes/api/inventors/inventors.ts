import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inventorSearchSchema, PAGE_SIZES } from '@inventor-portal/shared/schemas';
import { HttpError, notFound, unauthenticated } from '../../../lib/http-error';
import { paged, pageParams } from '../../../lib/pagination';
import { sendCachedJson } from '../../../lib/response-cache';
import { safeEqual } from '../../../lib/passwords';
import { assertUnderLimit, RATE_LIMITS, recordHit } from '../../../lib/rate-limit';
import { validate } from '../../../lib/validation';
import { searchInventorIds } from '../../../repositories/co-inventor.repository';
import { inventorSummaries } from '../../../repositories/inventor.mapper';
import { parseId } from './route-helpers';

/**
 * Search is open to a signed-in user, or to the create-account screen when the body holds the
 * manager's shared password (failures count against the same per-IP limit as create-account).
 */
async function assertMaySearch(app: FastifyInstance, request: FastifyRequest, body: Record<string, unknown>): Promise<void> {
  if (request.auth) return;
  const password = body.shared_password;
  if (typeof password !== 'string' || password === '') throw unauthenticated();
  const rule = RATE_LIMITS.sharedPasswordFailure;
  await assertUnderLimit(app.db, rule, request.ip);
  if (!safeEqual(password, app.config.managerSharedPassword)) {
    await recordHit(app.db, rule, request.ip);
    throw new HttpError(403, 'Invalid shared password.');
  }
}

/** GET /inventor/{id} (summary) and POST /inventors/search/. */
export default async function inventorRoutes(app: FastifyInstance) {
  app.get('/inventor/:id', { onRequest: app.requireAuth }, async (request) => {
    const id = parseId((request.params as { id?: string }).id);
    const summary = (await inventorSummaries(app.db, [id])).get(id);
    if (!summary) throw notFound();
    return summary;
  });

  app.post('/inventors/search', async (request, reply) => {
    const raw = request.body;
    const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    await assertMaySearch(app, request, body);
    const { name } = validate(inventorSearchSchema, body);
    const params = pageParams(request, PAGE_SIZES.inventorSearch);
    const search = async () => {
      const { count, ids } = await searchInventorIds(app.db, app.dialect, name, params);
      const summaries = await inventorSummaries(app.db, ids);
      return paged(request, params, count, ids.flatMap((id) => summaries.get(id) ?? []));
    };
    // Remembered for signed-in callers (the ticket form's inventor picker); the create-account
    // screen's searches (shared password) are rare and always run.
    if (!request.auth) return search();
    return sendCachedJson(reply, app.db, { route: 'inventor-search', caller: request.auth.inventorId, url: request.url, input: name }, search);
  });
}
