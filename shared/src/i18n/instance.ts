import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The page's one i18next instance. It lives in `@inventor-portal/shared/i18n`, a federation
 * singleton, so the host and every remote translate with it and see the same language;
 * `initReactI18next` makes it the instance react-i18next's hooks use.
 */
export const i18n = createInstance();
i18n.use(initReactI18next);
