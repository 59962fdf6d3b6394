import { use, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './instance';

/**
 * `useTranslation(namespace)`: `t` over one namespace of the page's i18next instance, for the
 * page's language. It suspends (React `use`) until that namespace's catalog is in, and re-renders
 * its component when the language changes or a catalog arrives.
 *
 * Written here rather than taken from react-i18next: the portal uses one hook of it, and the
 * whole library cost /login about 6 KB gzip over its 230 KB budget (issue 18).
 */

/** Bumped by every event that can change what `t` answers. */
let version = 0;
const listeners = new Set<() => void>();
let bound = false;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!bound) {
    bound = true;
    i18n.on('languageChanged', notify);
    i18n.on('loaded', notify);
    i18n.store.on('added', notify);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = (): number => version;

/** One promise per language and namespace, so `use` sees the same one on every render. */
const pending = new Map<string, Promise<void>>();

function loading(namespace: string): Promise<void> {
  const key = `${i18n.language}|${namespace}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces(namespace).finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

export interface UseTranslationResult {
  t: TFunction;
  i18n: typeof i18n;
  ready: true;
}

export function useTranslation(namespace?: string): UseTranslationResult {
  const ns = namespace ?? String(i18n.options.defaultNS ?? 'translation');
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  if (!i18n.hasLoadedNamespace(ns)) use(loading(ns));
  const language = i18n.language;
  // A new `t` whenever the language or the catalogs change (`current`), so memoised children
  // follow: getFixedT reads the store at call time, the identity is what tells React.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(language, ns), [language, ns, current]);
  return { t, i18n, ready: true };
}
