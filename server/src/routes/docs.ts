import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPI } from 'openapi-types';
import { z } from 'zod';
import { PUBLIC } from '@server/plugins/app/route-contract';

export const OPENAPI_PATH = '/api/docs/openapi.json';
/** The browsable page (outside production): the document rendered by Swagger UI. */
export const DOCS_PAGE_PREFIX = '/api/docs';

const DESCRIPTION = [
  'Every path also answers with a trailing slash.',
  'Unsafe methods need the X-CSRFToken header equal to the csrftoken cookie and, when an Origin or Referer is sent, a trusted origin.',
  'Every 4xx/5xx answer is JSON with a human `detail`; validation failures add one message list per field.',
].join(' ');

const openApiDocument = z
  .custom<OpenAPI.Document>(
    (value) => typeof value === 'object' && value !== null && 'openapi' in value,
  )
  .meta({ type: 'object', description: 'The OpenAPI 3.1 document' });

/**
 * GET /api/docs/openapi.json: the OpenAPI 3.1 document @fastify/swagger generates from the zod
 * schemas every /api route declares (plugins/app/route-contract.ts), response bodies included;
 * routes outside /api (the front end's files) are left out. Outside production, Swagger UI
 * shows it at /api/docs/. Register before the API routes: the document lists the routes added
 * after it.
 */
export default fp(
  async function openApiDocs(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Inventor Portal API', version: '1.0.0', description: DESCRIPTION },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
            csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
          },
        },
      },
      transform: (document) => {
        if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
        const transformed = jsonSchemaTransform(document);
        // Grouped by URL area (accounts, inventors, files, ...) in the browsable page.
        const area = document.url.split('/')[2];
        return { ...transformed, schema: { tags: [area], ...transformed.schema } };
      },
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      OPENAPI_PATH,
      {
        schema: {
          summary: 'This OpenAPI document',
          security: PUBLIC,
          response: { 200: openApiDocument },
        },
      },
      // @fastify/swagger builds the document once and keeps it.
      async () => app.swagger(),
    );

    if (app.config.env !== 'production') {
      await app.register(fastifySwaggerUi, { routePrefix: DOCS_PAGE_PREFIX, staticCSP: false });
    }
  },
  { name: 'openapi-docs', dependencies: ['config', 'route-contract'] },
);
