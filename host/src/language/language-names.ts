import type { Language } from '@inventor-portal/shared/i18n';

/**
 * Each language named in itself, whatever the page's language: a French speaker on an English
 * page looks for 'Français', not 'French'. Not in the catalogs, since they never translate.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
};
