/**
 * `@inventor-portal/shared/i18n`: the page's one i18next instance (a federation singleton) and
 * the only door to i18next in the front end (eslint.config.mjs), so no
 * package bundles a second copy.
 *
 * A package keeps its strings in `src/locales/{en,fr}.json` under its own namespace, registers
 * them once (`registerCatalog('patents', (lng) => import(`./locales/${lng}.json`))`) and reads
 * them with `useTranslation('patents')`. English is the spec's text, exactly.
 *
 * Validation and server messages are not catalog keys: they are the API's English text, shown
 * through `translateMessage` (their French downloads with the French shared catalog).
 */
export { useTranslation, type UseTranslationResult } from './use-translation';
export type { TFunction } from 'i18next';
export { i18n } from './instance';
export { registerCatalog, type CatalogLoader } from './catalogs';
export { initI18n, initI18nWithResources } from './init';
export {
  CHOSEN_BEFORE_SIGN_IN_KEY,
  LANGUAGE_STORAGE_KEY,
  currentLanguage,
  detectLanguage,
  switchLanguage,
  takeLanguageChosenBeforeSignIn,
} from './language';
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageOfTag, type Language } from './languages';
export { formatNumber, useLanguage } from './format';
export { SHARED_NAMESPACE, useSharedTranslation } from './namespace';
export { EVENTS_NAMESPACE } from './namespaces';
export { translateMessage } from './messages';
