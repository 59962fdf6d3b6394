import { registerCatalog, useTranslation } from '@inventor-portal/shared/i18n';

/** This remote's strings: remote-tickets/src/locales/{en,fr}.json, downloaded per language on first use. */
export const TICKETS_NAMESPACE = 'tickets';
registerCatalog(TICKETS_NAMESPACE, (language) => import(`./locales/${language}.json`));

/** `t` over this remote's catalog (prefix a key with `shared:` for the shared catalog). */
export const useTicketsTranslation = () => useTranslation(TICKETS_NAMESPACE);
