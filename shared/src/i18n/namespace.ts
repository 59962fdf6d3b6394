import { useTranslation } from './use-translation';

/** The shared package's catalog (`shared/src/locales/{en,fr}.json`): the UI kit, forms, MUI texts. */
export const SHARED_NAMESPACE = 'shared';

/** `t` over the shared catalog: the UI kit's own strings. */
export const useSharedTranslation = () => useTranslation(SHARED_NAMESPACE);
