/**
 * Front-end tests render in English (the spec's strings) with every package's catalog loaded up
 * front, so no component suspends while a catalog downloads. A test switches with
 * `i18n.changeLanguage('fr')` (both languages are loaded) and back.
 */
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
/** Namespace → package folder: the same names the packages register (registerCatalog). */
const CATALOGS = {
  shared: 'shared',
  host: 'host',
  tickets: 'remote-tickets',
  patents: 'remote-patents',
  account: 'remote-account',
  office: 'remote-office',
};

function catalogs(language) {
  return Object.fromEntries(
    Object.entries(CATALOGS).map(([namespace, folder]) => [
      namespace,
      require(path.join(ROOT, folder, 'src', 'locales', `${language}.json`)),
    ]),
  );
}

const { initI18nWithResources } = require('@inventor-portal/shared/i18n');

initI18nWithResources({ en: catalogs('en'), fr: catalogs('fr') });
