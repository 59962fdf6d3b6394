import { useEffect, useMemo } from 'react';
import {
  SHARED_NAMESPACE,
  useSharedTranslation,
  type Language,
} from '@inventor-portal/shared/i18n';

/**
 * `t` over the shared catalog in `language`, which may not be the page's: the builder's preview
 * shows the form exactly as an inventor reading the other language sees it. That language's
 * catalog is fetched when first asked for (the hook re-renders once it is in).
 */
export function useQuestionnaireT(language: Language) {
  const { t, i18n } = useSharedTranslation();
  useEffect(() => {
    if (!i18n.hasResourceBundle(language, SHARED_NAMESPACE)) void i18n.loadLanguages(language);
  }, [i18n, language]);
  // `t` changes whenever a catalog arrives, so the fixed `t` is rebuilt then too.
  return useMemo(
    () => (language === i18n.language ? t : i18n.getFixedT(language, SHARED_NAMESPACE)),
    [i18n, language, t],
  );
}
