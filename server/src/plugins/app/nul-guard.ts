import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

export const NUL_DETAIL = 'Text must not contain NUL characters.';

/** True when any string (key or value) in a parsed JSON value holds U+0000. Iterative: deep nesting is fine. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const v of item) stack.push(v);
    } else if (item !== null && typeof item === 'object') {
      for (const [k, v] of Object.entries(item)) {
        if (k.includes('\u0000')) return true;
        stack.push(v);
      }
    }
  }
  return false;
}

/** PostgreSQL refuses U+0000 in text (SQLCSTATE 22021 / 22P05): a client mistake, not a crash. */
export function isNulTextError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}

/**
 * Text with U+0000 cannot be stored in PostgreSQL: JSON bodies and query strings holding one
 * get the same 400 on both databases (multipart fields are caught by the error handler).
 */
export default fp(
  async function nulGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
        throw new HttpError(400, NUL_DETAIL);
      }
    });
  },
  { name: 'nul-guard' },
);
