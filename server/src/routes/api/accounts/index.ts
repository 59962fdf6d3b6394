import type { FastifyInstance } from 'fastify';

/** /api/accounts routes (see API.md). */
export default async function accountsRoutes(_app: FastifyInstance) {}
