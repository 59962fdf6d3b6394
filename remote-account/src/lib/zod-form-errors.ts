import type { z } from 'zod';

export type FormErrors = Record<string, string>;

/**
 * Runs a zod schema over form values and returns final-form errors: the first message per
 * top-level field (a list item's message is reported on the list field itself).
 */
export const zodFormErrors = (schema: z.ZodType, values: unknown): FormErrors => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
};
