import { registerCatalog, useTranslation } from '@inventor-portal/shared/i18n';

/** This remote's strings: remote-account/src/locales/{en,fr}.json, downloaded per language on first use. */
export const ACCOUNT_NAMESPACE = 'account';
registerCatalog(ACCOUNT_NAMESPACE, (language) => import(`./locales/${language}.json`));

/** `t` over this remote's catalog (prefix a key with `shared:` for the shared catalog). */
export const useAccountTranslation = () => useTranslation(ACCOUNT_NAMESPACE);
