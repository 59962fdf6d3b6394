import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { loadConfig } from '@server/config';
import { HttpError } from '@server/lib/http-error';
import { pageQuery } from '@server/lib/pagination';
import { pathId } from '@server/lib/validation';
import errorsPlugin from '@server/plugins/app/errors';
import routeContract, {
  errorResponse,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import { TestClient } from '../helpers/client';
import { createTestApp, describeEachDatabase } from '../helpers/test-app';

interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: Record<string, unknown> }> }
  >;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describeEachDatabase(
  'route contracts: every /api route declares its schema, and the document shows it',
  (ctx) => {
    const declared = () =>
      ctx().app.apiRoutes.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide);

    it('lists the routes of every API area', () => {
      const urls = declared().map((r) => r.url);
      for (const prefix of [
        '/api/health',
        '/api/accounts/',
        '/api/inventors/',
        '/api/files/',
        '/api/docs/openapi.json',
      ]) {
        expect(urls.some((u) => u.startsWith(prefix))).toBe(true);
      }
    });

    it('has a summary, a security requirement, its path parameters and a response for success on every route', () => {
      const problems = declared().flatMap(({ method, url, schema }) => {
        const key = `${method} ${url}`;
        if (!schema) return [`${key}: no schema`];
        const out: string[] = [];
        if (!schema.summary) out.push(`${key}: no summary`);
        if (!schema.security) out.push(`${key}: no security`);
        const statuses = Object.keys((schema.response ?? {}) as Record<string, unknown>);
        if (!statuses.some((s) => /^[23]\d\d$/.test(s)))
          out.push(`${key}: no 2xx or redirect response`);
        if (url.includes(':') && !schema.params) out.push(`${key}: path parameters not declared`);
        if (
          ['POST', 'PUT', 'PATCH'].includes(method) &&
          schema.body === undefined &&
          !/logout|notifications(\/:id)?$/.test(url)
        ) {
          out.push(`${key}: no body`);
        }
        return out;
      });
      expect(problems).toEqual([]);
    });

    it('serves an OpenAPI 3.1 document with every declared route, its parameters and its response bodies', async () => {
      const res = await new TestClient(ctx().app).get('/api/docs/openapi.json');
      expect(res.statusCode).toBe(200);
      const doc = res.json() as {
        openapi: string;
        paths: Record<string, Record<string, OpenApiOperation>>;
      };
      expect(doc.openapi).toBe('3.1.0');
      const problems = declared().flatMap(({ method, url, schema }) => {
        const key = `${method} ${url}`;
        const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
        if (!op) return [`${key}: missing from the document`];
        const out: string[] = [];
        for (const status of Object.keys((schema?.response ?? {}) as Record<string, unknown>)) {
          const response = op.responses[status.toUpperCase()];
          if (!response) out.push(`${key}: response ${status} missing`);
          else if (
            status !== '204' &&
            !Object.values(response.content ?? {}).some((c) => Object.keys(c.schema).length > 0)
          ) {
            out.push(`${key}: response ${status} has no body schema`);
          }
        }
        for (const name of [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])) {
          if (!op.parameters?.some((p) => p.in === 'path' && p.name === name))
            out.push(`${key}: path parameter ${name} missing`);
        }
        if (schema?.body !== undefined && !op.requestBody) out.push(`${key}: request body missing`);
        return out;
      });
      expect(problems).toEqual([]);
    });

    it('documents a list response to its items, and the multipart profile save under both content types', async () => {
      const doc = (await new TestClient(ctx().app).get('/api/docs/openapi.json')).json() as {
        paths: Record<string, Record<string, OpenApiOperation>>;
      };
      const notifications = doc.paths['/api/accounts/notifications'].get;
      const page = notifications.responses['200'].content?.['application/json'].schema as {
        properties: Record<string, { items?: unknown }>;
      };
      expect(Object.keys(page.properties).sort()).toEqual([
        'count',
        'next',
        'previous',
        'results',
        'unread_count',
      ]);
      expect(page.properties.results.items).toMatchObject({
        properties: { id: {}, message: {}, is_read: {}, created_at: {} },
      });
      expect(notifications.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual([
        'query page',
        'query page_size',
      ]);
      const me = doc.paths['/api/accounts/me'].put;
      expect(Object.keys(me.requestBody?.content ?? {}).sort()).toEqual([
        'application/json',
        'multipart/form-data',
      ]);
    });

    it('shows the document in Swagger UI outside production, under the portal’s own CSP', async () => {
      const client = new TestClient(ctx().app);
      const page = await client.get('/api/docs/');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      // Only script files of its own origin (the CSP forbids inline scripts).
      const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, inline] of scripts) {
        expect(attributes).toMatch(/src="\.\/static\//);
        expect(inline.trim()).toBe('');
      }
      const initializer = await client.get('/api/docs/static/swagger-initializer.js');
      expect(initializer.statusCode).toBe(200);
      expect((await client.get('/api/docs/json')).json().openapi).toBe('3.1.0');
    });
  },
);

describe('route contracts: production', () => {
  it('serves the document but not the Swagger UI page', async () => {
    const context = await createTestApp('sqlite', { env: { NODE_ENV: 'production' } });
    try {
      const client = new TestClient(context.app);
      expect((await client.get('/api/docs/openapi.json')).statusCode).toBe(200);
      expect((await client.get('/api/docs/')).statusCode).toBe(404);
    } finally {
      await context.close();
    }
  });
});

/** A bare app with the contract and the error handler, and routes made for the case at hand. */
async function contractApp(
  env: 'test' | 'production',
  routes: RoutePlugin,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const config = loadConfig({
    NODE_ENV: env,
    MANAGER_SHARED_PASSWORD: 'contract-test-password',
    DATA_DIR: '/tmp',
    LOG_LEVEL: 'silent',
  });
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
      },
      { name: 'config' },
    ),
  );
  await app.register(routeContract);
  await app.register(errorsPlugin);
  await app.register(routes, { prefix: '/api' });
  await app.ready();
  return app;
}

const thing = z.object({ id: z.number(), name: z.string() });
/** A handler whose answer has drifted from its declared schema (the type checker cannot see it). */
const driftingThing = async () => JSON.parse('{"id":"not a number","name":"x"}');

describe('route contracts: validation and answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await contractApp('test', async (api) => {
      api.post(
        '/things/:id',
        {
          schema: {
            summary: 'x',
            params: z.object({ id: pathId }),
            querystring: pageQuery(),
            body: z.object({
              name: z.string({ message: 'Name is required' }).min(2, 'Too short'),
              size: z.number({ message: 'Size is a number' }),
            }),
            response: { 200: thing },
          },
        },
        async (request) => ({
          id: request.params.id,
          name: request.body.name,
          extra: request.query.paging.page,
        }),
      );
      api.get('/drift', { schema: { summary: 'x', response: { 200: thing } } }, driftingThing);
      api.post(
        '/create',
        {
          config: { errorField: true },
          preHandler: async (request) => {
            if (request.headers['x-gate'] === 'closed')
              throw new HttpError(403, 'Only the submitter can edit a pending ticket.');
          },
          schema: {
            summary: 'x',
            querystring: z.object({ id: pathId.optional() }),
            body: z.object({ title: z.string({ message: 'Title is required' }) }),
            response: { 201: thing, 400: errorResponse('x') },
          },
        },
        async (request, reply) => {
          if (request.body.title === 'taken')
            throw new HttpError(409, 'Already there.', { title: ['Already there.'] });
          return reply.status(201).send({ id: 1, name: request.body.title });
        },
      );
      api.post(
        '/plain',
        {
          schema: {
            summary: 'x',
            body: z.object({ title: z.string({ message: 'Title is required' }) }),
            response: { 200: thing },
          },
        },
        async () => ({
          id: 1,
          name: 'x',
        }),
      );
      api.put(
        '/raw',
        {
          schema: {
            summary: 'x',
            body: unvalidatedBody(thing),
            response: { 200: z.object({ seen: z.unknown() }) },
          },
        },
        async (request) => ({
          seen: request.body ?? null,
        }),
      );
    });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('answers a refused body as validate() does: 400, the first message as detail, one list per field', async () => {
    const res = await post('/api/things/7', { name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(
      JSON.stringify({ detail: 'Too short', name: ['Too short'], size: ['Size is a number'] }),
    );
    // A missing body is validated as {}: field messages, not "expected object".
    const empty = await app.inject({ method: 'POST', url: '/api/things/7' });
    expect(empty.json()).toEqual({
      detail: 'Name is required',
      name: ['Name is required'],
      size: ['Size is a number'],
    });
  });

  it('answers an impossible id with 404 Not found. and a bad page with Invalid page., as the lists always did', async () => {
    for (const id of ['0', 'abc', '2147483648', '99999999999']) {
      const res = await post(`/api/things/${id}`, { name: 'xy', size: 1 });
      expect([res.statusCode, res.body]).toEqual([404, '{"detail":"Not found."}']);
    }
    const page = await post('/api/things/7?page=x&page_size=y', { name: 'xy', size: 1 });
    expect([page.statusCode, page.body]).toEqual([
      400,
      '{"detail":"Invalid page.","page":["A valid integer is required."]}',
    ]);
    const size = await post('/api/things/7?page_size=0', { name: 'xy', size: 1 });
    expect([size.statusCode, size.body]).toEqual([
      400,
      '{"detail":"Invalid page size.","page_size":["A valid integer is required."]}',
    ]);
    const far = await post('/api/things/7?page=1000000001', { name: 'xy', size: 1 });
    expect([far.statusCode, far.body]).toEqual([404, '{"detail":"Invalid page."}']);
  });

  it('hands the handler parsed input and sends the value itself, keys and order as returned', async () => {
    const res = await post('/api/things/7?page=2', { name: 'Widget', size: 3 });
    expect(res.statusCode).toBe(200);
    // `extra` is not in the declared schema: zod would have dropped it; the bytes keep it.
    expect(res.body).toBe('{"id":7,"name":"Widget","extra":2}');
  });

  it('fails a response that drifts from its declared schema under test, with a 500 and no details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/drift' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.' });
  });

  it('sends a drifting response unchecked in production, as JSON.stringify would', async () => {
    const prod = await contractApp('production', async (api) => {
      api.get('/drift', { schema: { summary: 'x', response: { 200: thing } } }, driftingThing);
    });
    try {
      expect((await prod.inject({ method: 'GET', url: '/api/drift' })).body).toBe(
        '{"id":"not a number","name":"x"}',
      );
    } finally {
      await prod.close();
    }
  });

  it('adds `error` on an errorField route to input failures and handler errors, not to the gates', async () => {
    const invalid = await post('/api/create', {});
    expect(invalid.body).toBe(
      '{"detail":"Title is required","title":["Title is required"],"error":"Title is required"}',
    );
    const handler = await post('/api/create', { title: 'taken' });
    expect(handler.body).toBe(
      '{"detail":"Already there.","title":["Already there."],"error":"Already there."}',
    );
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/create',
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect([badJson.statusCode, badJson.body]).toEqual([
      400,
      '{"detail":"Malformed JSON body.","error":"Malformed JSON body."}',
    ]);
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/create',
      payload: 'x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe(wrongType.json().detail);
    const tooLarge = await post('/api/create', { title: 'x'.repeat(1024 * 1024 + 1) });
    expect([tooLarge.statusCode, tooLarge.body]).toEqual([
      413,
      '{"detail":"Request body is too large.","error":"Request body is too large."}',
    ]);
    // The gates in front answer the plain {detail} of every route.
    const gate = await post('/api/create', { title: 'x' }, { 'x-gate': 'closed' });
    expect([gate.statusCode, gate.body]).toEqual([
      403,
      '{"detail":"Only the submitter can edit a pending ticket."}',
    ]);
    const refusedId = await post('/api/create?id=abc', { title: 'x' });
    expect([refusedId.statusCode, refusedId.body]).toEqual([404, '{"detail":"Not found."}']);
    // Routes without the option never carry it.
    expect((await post('/api/plain', {})).body).toBe(
      '{"detail":"Title is required","title":["Title is required"]}',
    );
  });

  it('leaves a documented-only body to the handler, unvalidated', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/raw',
      payload: { anything: ['goes'] },
    });
    expect(res.json()).toEqual({ seen: { anything: ['goes'] } });
    expect((await app.inject({ method: 'PUT', url: '/api/raw' })).json()).toEqual({ seen: null });
  });
});
