import type { FastifyInstance } from 'fastify';

/** /api/files routes (see API.md). */
export default async function filesRoutes(_app: FastifyInstance) {}
