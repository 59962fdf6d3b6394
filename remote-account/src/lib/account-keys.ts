// Types only: the catalog itself is downloaded per language (../i18n.ts), never bundled here.
import type english from '../locales/en.json';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** 'a.b.c' for every text of a catalog (a plural by its base key, as `t(key, { count })` takes it). */
type Keys<Catalog, Prefix extends string = ''> = {
  [K in keyof Catalog & string]: Catalog[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : Keys<Catalog[K], `${Prefix}${K}.`>;
}[keyof Catalog & string];

/** A key of this remote's catalog: a typo in a key kept for later (a status line) fails tsc. */
export type AccountKey = Keys<typeof english>;
