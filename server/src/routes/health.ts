import { sql } from 'kysely';
import { healthSchema, healthUnavailableSchema } from '@inventor-portal/shared/schemas';
import { sendError } from '../plugins/app/error-answer';
import { PUBLIC, type RoutePlugin } from '../plugins/app/route-contract';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Health of the server and its database',
        security: PUBLIC,
        response: {
          200: healthSchema.describe('The server and its database answer'),
          503: healthUnavailableSchema.describe('Database unavailable.'),
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (err) {
        request.log.warn({ err }, 'health check: database unreachable');
        return sendError(request, reply, 503, {
          detail: 'Database unavailable.',
          status: 'error',
          database: 'unreachable',
        });
      }
    },
  );
};
export default healthRoutes;
