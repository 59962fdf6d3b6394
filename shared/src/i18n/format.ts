import { useTranslation } from './use-translation';
import { currentLanguage } from './language';
import type { Language } from './languages';

/** The language the page shows; the component re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}

/** '1,234' / '1 234' in the page's language. */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(language).format(value);
}
