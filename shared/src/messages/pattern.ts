/**
 * An English message pattern and its French: the function gets the pattern's groups and
 * answers undefined when it has no French for what it matched (the next pattern is tried).
 */
export type FrenchPattern = readonly [RegExp, (...parts: string[]) => string | undefined];

const frenchPlural = new Intl.PluralRules('fr');

/** `1 caractère`, `2 caractères`: French counts 0 and 1 as singular. */
export const counted = (n: string, one: string, other: string): string =>
  `${n} ${frenchPlural.select(Number(n)) === 'one' ? one : other}`;
