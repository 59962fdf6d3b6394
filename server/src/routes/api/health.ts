import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'health check: database unreachable');
      return reply.status(503).send({ detail: 'Database unavailable.', status: 'error', database: 'unreachable' });
    }
  });
}
