import { ROUTE_DOCS, type RouteDoc } from './route-table';

export interface CollectedRoute {
  method: string;
  url: string;
}

type Json = Record<string, unknown>;

const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };

const SECURITY: Record<RouteDoc['access'], Json[]> = {
  public: [],
  session: [{ sessionCookie: [] }],
  'session-or-shared-password': [{ sessionCookie: [] }, {}],
  'shared-password': [],
};

/** `/api/x/:id/` → `/api/x/{id}` and the list of its path parameters. */
function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/\/+$/, '').replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: path || '/', params };
}

function operation(method: string, url: string, doc: RouteDoc | undefined, params: string[]): Json {
  const parameters: Json[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (doc?.paged) {
    parameters.push(
      { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 12 } },
    );
  }
  const responses: Json = {};
  for (const [status, description] of Object.entries(doc?.responses ?? { 200: 'OK' })) {
    const code = Number(status);
    responses[status] =
      code === 204
        ? { description }
        : { description, content: { 'application/json': { schema: code >= 400 ? ERROR_SCHEMA : { type: 'object' } } } };
  }
  const op: Json = {
    operationId: `${method.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: doc?.summary ?? 'Undocumented route',
    'x-access': doc?.access ?? 'unknown',
    security: doc ? SECURITY[doc.access] : [],
    parameters,
    responses,
  };
  if (!doc) op['x-undocumented'] = true;
  if (doc?.body?.length) {
    const content: Json = {};
    if (doc.body.includes('json')) content['application/json'] = { schema: { type: 'object' } };
    if (doc.body.includes('multipart')) content['multipart/form-data'] = { schema: { type: 'object' } };
    op.requestBody = { required: false, content };
  }
  return op;
}

/** The OpenAPI 3.1 document for the collected routes (sorted, one entry per path and method). */
export function buildOpenApi(routes: CollectedRoute[], publicUrl: string): Json {
  const paths: Record<string, Json> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const { method, url } of sorted) {
    const { path, params } = openApiPath(url);
    const key = `${method} ${url.replace(/\/+$/, '')}`;
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operation(method, url, ROUTE_DOCS[key], params);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inventor Portal API',
      version: '1.0.0',
      description:
        'Every path also answers with a trailing slash. Unsafe methods need the X-CSRFToken header equal to the csrftoken cookie and, when an Origin or Referer is sent, a trusted origin.',
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
        csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
      },
      schemas: {
        Error: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } }, additionalProperties: true },
      },
    },
  };
}
