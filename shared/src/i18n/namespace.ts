import { SHARED_NAMESPACE } from './namespaces';
import { useTranslation } from './use-translation';

export { SHARED_NAMESPACE };

/** `t` over the shared catalog: the UI kit's own strings. */
export const useSharedTranslation = () => useTranslation(SHARED_NAMESPACE);
