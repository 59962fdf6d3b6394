import type { BackendModule, Resource } from 'i18next';
import { loadCatalog, registerCatalog, type CatalogLoader } from './catalogs';
import { i18n } from './instance';
import { followLanguageInDocument } from './language';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { loadMessageTranslations } from './messages';
import { EVENTS_NAMESPACE, SHARED_NAMESPACE } from './namespaces';

const COMMON_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: SHARED_NAMESPACE,
  ns: [SHARED_NAMESPACE],
  // React escapes what it renders; i18next escaping on top would show `&amp;` in titles.
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key absent from the catalog is a bug: it is logged (the e2e walks fail on console errors).
  saveMissing: true,
  missingKeyHandler: (languages: readonly string[], namespace: string, key: string) => {
    console.error(`Missing translation: ${namespace}:${key} (${languages.join(', ')})`);
  },
} as const;

/**
 * The shared catalog, and with it the translations of the validation and server messages: every
 * page needs both in its language before it shows a form error, and neither in a language it
 * does not show.
 */
const loadSharedCatalog: CatalogLoader = async (language) => {
  const [catalog] = await Promise.all([
    // Not the `events` and `mail` folders beside it: their own loader, or the server only.
    import(/* webpackExclude: /[\\/](events|mail)[\\/]/ */ `../locales/${language}.json`),
    loadMessageTranslations(language),
  ]);
  return catalog;
};

/** The notifications' and activities' texts: fetched when the bell or the timeline first renders. */
const loadEventsCatalog: CatalogLoader = (language) => import(`../locales/events/${language}.json`);

/** i18next's backend: each namespace's catalog through its package's loader (a dynamic import). */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadCatalog(language, namespace).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/**
 * Starts the page's i18next in `language`: catalogs are fetched per namespace as components ask
 * (registerCatalog). Resolves once the shared catalog is in, so the first screen renders in its
 * language without a flash of keys.
 */
export async function initI18n(language: Language): Promise<void> {
  if (i18n.isInitialized) return;
  registerCatalog(SHARED_NAMESPACE, loadSharedCatalog);
  registerCatalog(EVENTS_NAMESPACE, loadEventsCatalog);
  i18n.use(catalogBackend);
  await i18n.init({ ...COMMON_OPTIONS, lng: language });
  followLanguageInDocument();
}

/**
 * Tests: every catalog given up front, synchronously, in English unless told otherwise. The
 * messages' French is imported at once too (it resolves before the first test runs), so a test
 * may switch to French with `i18n.changeLanguage('fr')` alone.
 */
export function initI18nWithResources(resources: Resource, language: Language = 'en'): void {
  if (i18n.isInitialized) return;
  void i18n.init({
    ...COMMON_OPTIONS,
    resources,
    lng: language,
    ns: Object.keys(resources.en ?? {}),
    initAsync: false,
  });
  void loadMessageTranslations('fr');
  followLanguageInDocument();
}
