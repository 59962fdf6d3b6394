import { i18n, registerCatalog, useTranslation } from '@inventor-portal/shared/i18n';

/** This remote's strings: remote-patents/src/locales/{en,fr}.json, downloaded per language on first use. */
export const PATENTS_NAMESPACE = 'patents';
registerCatalog(PATENTS_NAMESPACE, (language) => import(`./locales/${language}.json`));

/** `t` over this remote's catalog (prefix a key with `shared:` for the shared catalog). */
export const usePatentsTranslation = () => useTranslation(PATENTS_NAMESPACE);

/** The `t` of this remote's catalog, as the hook gives it; plain functions take it as a parameter. */
export type PatentsT = ReturnType<typeof usePatentsTranslation>['t'];

/** `t` in the page's current language, for code outside a component (it does not re-render anything). */
export const patentsT = (): PatentsT => i18n.getFixedT(null, PATENTS_NAMESPACE);
