import type { FormErrors } from '../../../lib/zod-form-errors';

/** Per-field messages of a 400 answer (`{"email": ["..."]}`), for final-form's submit errors. */
export const fieldErrorsOf = (error: unknown): FormErrors | undefined => {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const errors: FormErrors = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'detail' || key === 'error') continue;
    const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof message === 'string' && message !== '') errors[key] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
};
