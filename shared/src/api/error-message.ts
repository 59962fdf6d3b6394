// The package, not '../i18n': the page's one language and its one set of message translations.
import { translateMessage } from '@inventor-portal/shared/i18n';

/** Body of an error response, if the error carries one (FetchBaseQueryError or similar). */
function errorBody(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error as { data: unknown };
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/** A field value as a message: a string, or the first string of a list. */
function asMessage(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) {
    const first = value.find((v): v is string => typeof v === 'string' && v.trim() !== '');
    return first ?? null;
  }
  return null;
}

/**
 * Human message of an RTK Query error, in the page's language. With `fields`, those keys are
 * read in order (e.g. `['email', 'detail', 'non_field_errors']`); without, `detail`, then
 * `error`, then the first message of any field. Falls back to `fallback` (network errors, empty
 * bodies, HTML pages), which the caller gives already translated.
 */
export function getErrorMessage(
  error: unknown,
  fallback: string,
  fields?: readonly string[],
): string {
  const body = errorBody(error);
  if (!body) return fallback;
  const keys = fields ?? ['detail', 'error', ...Object.keys(body)];
  for (const key of keys) {
    const message = asMessage(body[key]);
    if (message) return translateMessage(message);
  }
  return fallback;
}
