import type { ResourceKey } from 'i18next';
import type { Language } from './languages';

/** Loads one package's catalog in one language: a dynamic import, so each is its own chunk. */
export type CatalogLoader = (language: Language) => Promise<{ default: ResourceKey }>;

const loaders = new Map<string, CatalogLoader>();

/**
 * A package (host or remote) registers its namespace when its code first runs; the instance then
 * downloads `<namespace>` in a language only when a component of that package asks for it, so
 * /login never fetches the patents remote's French catalog.
 */
export function registerCatalog(namespace: string, loader: CatalogLoader): void {
  loaders.set(namespace, loader);
}

export async function loadCatalog(language: string, namespace: string): Promise<ResourceKey> {
  const loader = loaders.get(namespace);
  if (!loader) throw new Error(`No catalog registered for the namespace "${namespace}"`);
  const lng: Language = language === 'fr' ? 'fr' : 'en';
  return (await loader(lng)).default;
}
