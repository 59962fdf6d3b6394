import type { z } from 'zod';
import { HttpError } from './http-error';

export interface ValidateOptions {
  /** Create-ticket and create-account screens read `error`: add it with the same message. */
  withError?: boolean;
}

/** Field errors in the API.md shape: `{"email": ["Invalid email"], "inventor.email": [...]}`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.filter((p) => typeof p !== 'number').join('.') || String(issue.path[0]) : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses input with a shared zod schema or throws a 400 with `detail` and field lists. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, options: ValidateOptions = {}): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = result.error.issues[0]?.message ?? 'Invalid input.';
  throw new HttpError(400, first, { ...fields, ...(options.withError ? { error: first } : {}) });
}
