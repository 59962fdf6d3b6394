/**
 * Front-end tests render in English (the spec's strings) with every package's catalog loaded up
 * front, so no component suspends while a catalog downloads. A test switches with
 * `i18n.changeLanguage('fr')` (both languages are loaded) and back.
 */
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
/** Namespace → catalog folder: the same names the packages register (registerCatalog). */
const CATALOGS = {
  shared: 'shared/src/locales',
  // The notifications' and activities' texts (shared/src/i18n/init.ts registers them).
  events: 'shared/src/locales/events',
  host: 'host/src/locales',
  tickets: 'remote-tickets/src/locales',
  patents: 'remote-patents/src/locales',
  account: 'remote-account/src/locales',
  office: 'remote-office/src/locales',
  review: 'remote-review/src/locales',
};

function catalogs(language) {
  return Object.fromEntries(
    Object.entries(CATALOGS).map(([namespace, folder]) => [
      namespace,
      require(path.join(ROOT, folder, `${language}.json`)),
    ]),
  );
}

const { initI18nWithResources } = require('@inventor-portal/shared/i18n');

initI18nWithResources({ en: catalogs('en'), fr: catalogs('fr') });
