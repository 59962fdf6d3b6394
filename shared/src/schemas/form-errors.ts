import type { z } from 'zod';
// The package, not '../i18n': the page's one language and its one set of message translations.
import { translateMessage } from '@inventor-portal/shared/i18n';

/** final-form's errors: one message per top-level field name. */
export type FormErrors = Record<string, string>;

/**
 * Runs a zod schema over form values and returns final-form errors: the first message per
 * top-level field (a list item's message is reported on the list field itself), in the page's
 * language.
 */
export function zodFormErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = translateMessage(issue.message);
  }
  return errors;
}

/**
 * Per-field messages of a 400 answer (`{"email": ["..."]}`) as final-form submit errors, in the
 * page's language; the general `detail` / `error` message is not a field's. Undefined when no
 * field has a message.
 */
export function fieldErrorsOf(error: unknown): FormErrors | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const errors: FormErrors = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'detail' || key === 'error') continue;
    const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof message === 'string' && message !== '') errors[key] = translateMessage(message);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The parts of a final-form field's `meta` the error display reads. */
export interface FieldMetaLike {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/**
 * The message a form field shows: none until the field was touched; then its rule's message,
 * else the server's message for it until the field is edited again; in the page's language,
 * whichever way the message was made. Every final-form field wrapper (remote-account form
 * fields, the ticket text field) shows errors by this rule.
 */
export function shownFieldError(meta: FieldMetaLike): string | undefined {
  if (!meta.touched) return undefined;
  const serverMessage = meta.dirtySinceLastSubmit ? undefined : meta.submitError;
  const message = meta.error ?? serverMessage;
  return typeof message === 'string' && message !== '' ? translateMessage(message) : undefined;
}
