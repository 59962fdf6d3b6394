import { registerCatalog, useTranslation } from '@inventor-portal/shared/i18n';

/** The shell's strings: host/src/locales/{en,fr}.json. */
export const HOST_NAMESPACE = 'host';
registerCatalog(HOST_NAMESPACE, (language) => import(`./locales/${language}.json`));

/** `t` over the shell's catalog (prefix a key with `shared:` for the shared catalog). */
export const useHostTranslation = () => useTranslation(HOST_NAMESPACE);
