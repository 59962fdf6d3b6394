import { createInstance } from 'i18next';

/**
 * The page's one i18next instance. It lives in `@inventor-portal/shared/i18n`, a federation
 * singleton, so the host and every remote translate with it and see the same language
 * (`useTranslation` reads it).
 */
export const i18n = createInstance();
