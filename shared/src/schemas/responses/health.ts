import { z } from 'zod';

/** `GET /api/health` while the database answers. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** `GET /api/health` while the database does not answer (503). */
export const healthUnavailableSchema = z.object({
  detail: z.string(),
  status: z.literal('error'),
  database: z.literal('unreachable'),
});
