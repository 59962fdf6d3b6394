import { registerCatalog, useTranslation } from '@inventor-portal/shared/i18n';

/** This remote's strings: remote-review/src/locales/{en,fr}.json, downloaded per language on first use. */
export const REVIEW_NAMESPACE = 'review';
registerCatalog(REVIEW_NAMESPACE, (language) => import(`./locales/${language}.json`));

/** `t` over this remote's catalog (prefix a key with `shared:` for the shared catalog). */
export const useReviewTranslation = () => useTranslation(REVIEW_NAMESPACE);
