import type { FastifyInstance } from 'fastify';

/** /api/inventors routes (see API.md). */
export default async function inventorsRoutes(_app: FastifyInstance) {}
