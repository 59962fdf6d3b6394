import type { loginSchema } from '@inventor-portal/shared/schemas';

type LoginSchema = typeof loginSchema;

let pending: Promise<LoginSchema> | null = null;

/**
 * The login schema (and zod with it) is fetched when the user starts typing, not with the page:
 * /login's first load stays within its budget (issue 9), and the form has it before it submits.
 * A failed download is forgotten, so the next attempt fetches it again.
 */
export function loadLoginSchema(): Promise<LoginSchema> {
  pending ??= import('@inventor-portal/shared/schemas').then(
    (schemas) => schemas.loginSchema,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
