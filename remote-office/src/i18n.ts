import { registerCatalog, useTranslation } from '@inventor-portal/shared/i18n';

/** This remote's strings: remote-office/src/locales/{en,fr}.json, downloaded per language on first use. */
export const OFFICE_NAMESPACE = 'office';
registerCatalog(OFFICE_NAMESPACE, (language) => import(`./locales/${language}.json`));

/** `t` over this remote's catalog (prefix a key with `shared:` for the shared catalog). */
export const useOfficeTranslation = () => useTranslation(OFFICE_NAMESPACE);
