import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildOpenApi, type CollectedRoute } from './openapi';

export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * GET /api/docs/openapi.json: an OpenAPI 3.1 document of every /api route the router holds
 * (collected with an onRoute hook, so a new route cannot be left out), described from the
 * API.md route table. Register before the API routes.
 */
export default fp(
  async function openApiDocs(app: FastifyInstance) {
    const routes: CollectedRoute[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
    let cached: unknown = null;
    app.get(OPENAPI_PATH, async () => {
      cached ??= buildOpenApi(routes, app.config.publicUrl);
      return cached;
    });
  },
  { name: 'openapi-docs', dependencies: ['config'] },
);
