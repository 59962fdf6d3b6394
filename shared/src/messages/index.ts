/**
 * `@inventor-portal/shared/messages`: the French of the English messages the zod schemas and the
 * server write (`detail`s and per-field errors). English stays the source and the API's exact
 * text (like a gettext msgid); the server answers in the caller's language and the front end
 * shows client-side validation in the page's language, both through translateMessage.
 */
import { FRENCH_MESSAGES, FRENCH_PATTERNS } from './fr';

export type MessageLanguage = 'en' | 'fr';

/** The French of an English message, or undefined when there is none. */
export function frenchOf(message: string): string | undefined {
  const exact = FRENCH_MESSAGES[message];
  if (exact !== undefined) return exact;
  for (const [pattern, french] of FRENCH_PATTERNS) {
    const match = pattern.exec(message);
    // A group that took no part in the match is '' for the pattern's function.
    const translated = match ? french(...match.slice(1).map((part) => part ?? '')) : undefined;
    if (translated !== undefined) return translated;
  }
  return undefined;
}

/** `message` in `language`; a message without a translation (or already French) is returned as is. */
export function translateMessage(message: string, language: MessageLanguage): string {
  if (language === 'en') return message;
  return frenchOf(message) ?? message;
}

/** Every message of an error body (`detail` and each field's list) in `language`. */
export function translateErrorBody<T>(body: T, language: MessageLanguage): T {
  if (language === 'en' || body === null || typeof body !== 'object') return body;
  const entries = Object.entries(body as Record<string, unknown>).map(([key, value]) => {
    if (key === 'code' || key === 'error') return [key, value];
    if (typeof value === 'string') return [key, translateMessage(value, language)];
    if (Array.isArray(value))
      return [
        key,
        value.map((item) => (typeof item === 'string' ? translateMessage(item, language) : item)),
      ];
    return [key, value];
  });
  // fromEntries defines own properties: a field named `__proto__` stays a field.
  const translated: unknown = Object.fromEntries(entries);
  return translated as T;
}

export { FRENCH_MESSAGES };
