import { z } from 'zod';
import { HttpError } from './http-error';

/** Field errors in the documented shape: `{"email": ["Invalid email"], "inventor.email": [...]}`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length
      ? issue.path.filter((p) => typeof p !== 'number').join('.') || String(issue.path[0])
      : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * What a custom issue may carry in `params` to be answered otherwise than `400 {detail: its
 * message, ...fields}`: a `detail` of its own (`Invalid page.` over the field message), or a
 * `status` that refuses the request outright with `{detail}` alone (an id that cannot exist is
 * `404 Not found.`, like one the caller may not see).
 */
export interface IssueAnswer {
  status?: number;
  detail?: string;
}

function answerOf(issue: z.core.$ZodIssue | undefined): IssueAnswer {
  if (issue?.code !== 'custom' || !issue.params) return {};
  const { status, detail } = issue.params as Record<string, unknown>;
  return {
    status: typeof status === 'number' ? status : undefined,
    detail: typeof detail === 'string' ? detail : undefined,
  };
}

/**
 * The one answer to input a schema refused, whoever ran it (a route schema through the type
 * provider, or `validate` in a service): `400 {detail: first message, ...field lists}`, unless
 * the first issue asks for another answer (IssueAnswer).
 */
export function validationError(error: z.ZodError): HttpError {
  const first = error.issues[0];
  const answer = answerOf(first);
  const detail = answer.detail ?? first?.message ?? 'Invalid input.';
  if (answer.status !== undefined && answer.status !== 400)
    return new HttpError(answer.status, detail);
  return new HttpError(400, detail, fieldErrors(error));
}

export interface ValidateOptions {
  /**
   * @deprecated The route option `config: { errorField: true }` (plugins/app/route-contract.ts)
   * adds `error` to every failure of the route; this option goes once no caller passes it.
   */
  withError?: boolean;
}

/** Parses input with a shared zod schema or throws the validationError answer. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: ValidateOptions = {},
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const error = validationError(result.error);
  if (!options.withError) throw error;
  throw new HttpError(error.statusCode, error.detail, { ...error.extra, error: error.detail });
}

const MAX_ID = 2_147_483_647;

/**
 * A path id: a positive integer the database can hold. Anything else is the same `404 Not
 * found.` as an object that does not exist, so ids cannot be probed.
 */
export const pathId = z
  .string()
  .transform((raw, ctx) => {
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    if (id >= 1 && id <= MAX_ID) return id;
    ctx.addIssue({
      code: 'custom',
      message: 'Not found.',
      params: { status: 404 } satisfies IssueAnswer,
    });
    return z.NEVER;
  })
  .meta({ description: 'A positive integer id.' });
