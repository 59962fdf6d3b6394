/**
 * `@inventor-portal/shared/catalogs`: the shared package's catalogs (`shared/src/locales`), every
 * namespace in every language at once, behind an i18next instance of their own: for the server
 * (the notifications' and activities' texts, the mails) and for tests. A page never imports it
 * (eslint.config.mjs): it loads its catalogs one namespace and one language at a time through
 * `@inventor-portal/shared/i18n`, whose page-wide instance this is not.
 *
 * The same catalogs, the same i18next interpolation (`{{name}}`, plurals, context, `$t()`
 * nesting) as the page: a sentence reads the same in the bell and in the API's `message`.
 */
import { createInstance, type i18n as I18n, type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { EVENTS_NAMESPACE, MAIL_NAMESPACE, SHARED_NAMESPACE } from '../i18n/namespaces';
import eventsEn from '../locales/events/en.json';
import eventsFr from '../locales/events/fr.json';
import sharedEn from '../locales/en.json';
import sharedFr from '../locales/fr.json';
import mailEn from '../locales/mail/en.json';
import mailFr from '../locales/mail/fr.json';

/** Every namespace of `shared/src/locales`, in both languages. */
export const CATALOG_RESOURCES: Resource = {
  en: { [SHARED_NAMESPACE]: sharedEn, [EVENTS_NAMESPACE]: eventsEn, [MAIL_NAMESPACE]: mailEn },
  fr: { [SHARED_NAMESPACE]: sharedFr, [EVENTS_NAMESPACE]: eventsFr, [MAIL_NAMESPACE]: mailFr },
};

export { EVENTS_NAMESPACE, MAIL_NAMESPACE, SHARED_NAMESPACE, type TFunction };

export interface CatalogOptions {
  /**
   * Called for a key absent from the language asked for. Without it a French key that is missing
   * reads the English one, as on the page; with it (tests) nothing falls back.
   */
  onMissing?: (language: string, namespace: string, key: string) => void;
}

/** An i18next instance over the shared catalogs, ready at once (the resources are in memory). */
export function createCatalogs({ onMissing }: CatalogOptions = {}): I18n {
  const instance = createInstance();
  void instance.init({
    resources: CATALOG_RESOURCES,
    lng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    fallbackLng: onMissing ? false : DEFAULT_LANGUAGE,
    ns: Object.keys(CATALOG_RESOURCES.en),
    defaultNS: EVENTS_NAMESPACE,
    // Plain text: the mails escape what they put in HTML themselves.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    ...(onMissing
      ? {
          saveMissing: true,
          missingKeyHandler: (languages: readonly string[], namespace: string, key: string) =>
            onMissing(languages.join(', '), namespace, key),
        }
      : {}),
  });
  return instance;
}

let catalogs: I18n | undefined;

/** `t` over one namespace of the shared catalogs in `language` (the server's one instance). */
export function catalogT(language: Language, namespace: string): TFunction {
  catalogs ??= createCatalogs();
  return catalogs.getFixedT(language, namespace);
}
