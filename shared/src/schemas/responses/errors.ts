import { z } from 'zod';

/**
 * Every 4xx/5xx answer: a human `detail`; validation failures add one message list per field
 * (`"email": ["Invalid email"]`, `"inventor.affiliation": [...]`); create-ticket and
 * create-account add `error`, the same text as `detail`, which their screens read; the 403 of
 * an account that must finish its set-up first adds a machine-readable `code`.
 */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    error: z.string().optional(),
    // A string on that 403; a field list when a form's `code` field is refused (2FA forms).
    code: z.union([z.string(), z.array(z.string())]).optional(),
  })
  .catchall(z.array(z.string()));
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A success answer that is only a message: `{"detail": "Logged out."}`. */
export const detailMessageSchema = z.object({ detail: z.string() });
export type DetailMessage = z.infer<typeof detailMessageSchema>;
