/**
 * Route contracts (fastify-type-provider-zod): every route under /api declares its params,
 * querystring, body and each response status with zod; handlers get typed, parsed input and
 * the OpenAPI document at /api/docs/openapi.json is generated from the same declarations.
 *
 * USAGE (a route module):
 *
 *   import { z } from 'zod';
 *   import { errorResponse, SESSION, type RoutePlugin } from '@server/plugins/app/route-contract';
 *   import { pathId } from '@server/lib/validation';
 *   import { pageQuery } from '@server/lib/pagination';
 *
 *   const thingRoutes: RoutePlugin = async (app) => {
 *     app.get('/thing/:id', {
 *       onRequest: app.requireAuth,
 *       schema: {
 *         summary: 'One thing of the caller',
 *         security: SESSION,
 *         params: z.object({ id: pathId }),                     // request.params.id: number
 *         querystring: pageQuery({ search: z.string().optional() }), // request.query.paging
 *         body: thingPayloadSchema,                             // request.body: its output type
 *         response: { 200: thingSchema, 401: NOT_SIGNED_IN, 404: errorResponse('Not found.') },
 *       },
 *     }, async (request) => getThing(app.db, request.params.id));
 *   };
 *   export default thingRoutes;
 *
 * - Validation runs after the onRequest gates (session, CSRF) and the preValidation hooks (the
 *   NUL guard, a route's own access checks), params → body → querystring. A missing or null
 *   body is validated as `{}`. A refusal is answered by lib/validation.ts's validationError,
 *   exactly as `validate()` answers: `400 {detail: first message, ...field lists}`, or the
 *   issue's own answer (`pathId`: 404 Not found.; `pageQuery`: Invalid page.).
 * - Responses: each status the route answers, with a shared schema (errors: `errorResponse`,
 *   the `{detail}` shape). Unlisted 4xx/5xx are covered by the generic error shape added here.
 *   Production sends JSON.stringify of the value, as before any schema existed; under
 *   NODE_ENV=test the value is checked against the schema first and a mismatch fails the
 *   request (500, logged), but what is sent is still the value itself: zod output would drop
 *   or reorder keys and change the bytes.
 * - `config: { errorField: true }` (create-ticket, ticket edit, create-account): failures of the
 *   route's input (bad JSON, body too large, wrong content type, multipart limits, a 400 from
 *   validation) and everything its handler throws also carry `error` = `detail`, which those
 *   screens read. The gates in front keep the plain `{detail}` every route answers: no session
 *   (401), CSRF, the NUL guard, and errors thrown by the route's own hooks (put an access check
 *   such as "only the submitter may edit" in a `preHandler` hook to answer it without `error`).
 *   plugins/app/errors.ts is the one place that adds the field; nothing else may.
 * - Multipart bodies (PUT /api/accounts/me/, ticket create/edit) are read from the stream by the
 *   handler (limits, sniffing, streaming unchanged). Declare them for the document only:
 *     schema: { consumes: MULTIPART_OR_JSON, body: unvalidatedBody(profileFormSchema), ... }
 *   The schema is shown for both content types but never applied: `request.body` is `unknown`
 *   and the handler reads parts or JSON and validates with `validate()` as it always did.
 *   The same helper serves a JSON body whose validation must wait for a check the contract
 *   cannot express (create-account: the rate limit and the shared password come before any
 *   field error).
 * - `security`: SESSION for routes behind `app.requireAuth` (and the files routes), PUBLIC for
 *   the public ones; it is what the document shows, the hooks still decide.
 */
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@inventor-portal/shared/schemas';
import { validationError } from '../../lib/validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Failures of this route's input and handler also carry `error` (see the file comment). */
    errorField?: boolean;
    /**
     * The session statement also reads the caller's own versions (db/owner-versions.ts): for
     * routes whose remembered answers declare `<table>@caller`.
     */
    ownVersions?: boolean;
  }
  interface FastifyInstance {
    /** Every route under /api as declared (method, URL, schema): what the contract test reads. */
    apiRoutes: ReadonlyArray<{ method: string; url: string; schema: FastifySchema | undefined }>;
  }
}

/** A route module whose handlers receive the declared, parsed input. */
export type RoutePlugin<Options extends Record<string, unknown> = Record<never, never>> =
  FastifyPluginAsyncZod<Options>;

/** OpenAPI security requirements of the document (components in routes/docs.ts). */
export const SESSION = [{ sessionCookie: [] }];
export const PUBLIC: Array<Record<string, string[]>> = [];
/** A signed-in caller, or none (the body's shared password decides). */
export const SESSION_OR_NONE: Array<Record<string, string[]>> = [{ sessionCookie: [] }, {}];

export const MULTIPART_OR_JSON = ['multipart/form-data', 'application/json'];

/** The `{detail}` error answer, described for the document (the text of that status on this route). */
export const errorResponse = (description: string) => errorBodySchema.describe(description);
export const NOT_SIGNED_IN = errorResponse('Authentication credentials were not provided.');
export const CSRF_REFUSED = errorResponse(
  'CSRF Failed: the X-CSRFToken header or the Origin check failed.',
);
/** A write that sends mail over the caller's limit (lib/rate-limit.ts `limitMailingWrite`). */
export const MAILING_WRITES_LIMITED = errorResponse(
  'Too many attempts. Try again in N seconds. (30 writes that send mail per 10 minutes per account; with `Retry-After`)',
);

const documentedOnly = new WeakSet<z.ZodType>();

/**
 * A body schema shown in the document but not applied: the handler reads the body itself
 * (multipart stream, or checks that must come first) and validates it. Typed `unknown`.
 */
export function unvalidatedBody(schema: z.ZodType): z.ZodType<unknown> {
  const copy = schema.clone();
  documentedOnly.add(copy);
  return copy;
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

/** Validation through zod with the answers of lib/validation.ts (see the file comment). */
function validatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  if (!isZodSchema(schema))
    throw new Error('Route schemas are zod schemas (plugins/app/route-contract.ts).');
  if (documentedOnly.has(schema)) return (data: unknown) => ({ value: data });
  return (data: unknown) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };
}

/** The declared response schema, or the schema of a `{content: {type: {schema}}}` response. */
function responseSchemaOf(schema: unknown): z.ZodType | null {
  if (isZodSchema(schema)) return schema;
  return null;
}

/**
 * JSON.stringify of the value (what Fastify sent before any route declared a response); under
 * test, after checking the value against the declared schema.
 */
function serializerCompiler(checkResponses: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const zodSchema = responseSchemaOf(schema);
    if (!checkResponses || !zodSchema) return (data: unknown) => JSON.stringify(data);
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      if (!result.success) {
        throw new Error(
          `Response of ${method} ${url} does not match its declared schema: ${z.prettifyError(result.error)}`,
        );
      }
      return JSON.stringify(data);
    };
  };
}

/** Client and server errors a route does not list are still the `{detail}` shape. */
const GENERIC_ERRORS = {
  '4xx': errorResponse('Another client error (`detail` says which).'),
  '5xx': errorResponse('Internal server error, or the database is unavailable (503, Retry-After).'),
};

function withGenericErrors(schema: FastifySchema | undefined): FastifySchema | undefined {
  if (!schema?.response || typeof schema.response !== 'object') return schema;
  return { ...schema, response: { ...GENERIC_ERRORS, ...schema.response } };
}

/**
 * Installs the zod compilers on the whole instance and completes /api routes' responses with
 * the generic error shapes. Register before any route.
 */
export default fp(
  async function routeContract(app: FastifyInstance) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler(app.config.env === 'test'));
    const apiRoutes: Array<{ method: string; url: string; schema: FastifySchema | undefined }> = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      route.schema = withGenericErrors(route.schema);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, schema: route.schema });
      }
    });
  },
  { name: 'route-contract', dependencies: ['config'] },
);
