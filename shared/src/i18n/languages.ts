/** The portal's languages: `en` is the spec's text, exactly; `fr` is for the CIE and UIR teams. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The portal language a BCP 47 tag asks for ('fr-CA' → 'fr'), or undefined. */
export function languageOfTag(tag: string | undefined | null): Language | undefined {
  const primary = tag?.trim().toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : undefined;
}
