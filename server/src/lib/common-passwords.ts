import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords attackers try first: zxcvbn-ts's common-password dictionary (MIT, maintained,
 * ~49,000 entries from public breach corpora, lower-case, most frequent first).
 */
const BREACHED: readonly string[] = dictionary['passwords-common'];

/**
 * zxcvbn leaves some frequent shapes out of its list because its other matchers score them
 * (a word plus a year, repeats, runs like "abcdefgh", l33t spellings, reversed words): a plain
 * list lookup needs them spelled out or recognised here.
 */
const SUFFIXES = [
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '!',
  '1!',
  '01',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
  '2027',
];
/** How many of the most frequent entries get the suffixed forms: all-letter words of 4+ letters among them. */
const SUFFIXED_WORDS = 2_000;
/** Words someone guessing on this site tries, whatever a breach list says. */
const SITE_WORDS = [
  'inventor',
  'inventors',
  'patent',
  'patents',
  'portal',
  'inventorportal',
  'innovation',
  'research',
  'laboratory',
  'science',
  'scientist',
  'engineering',
  'technology',
];

const withSuffixes = (word: string): string[] => [
  word,
  ...SUFFIXES.map((suffix) => `${word}${suffix}`),
];

/** The common password list, lower-case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...BREACHED,
  ...BREACHED.slice(0, SUFFIXED_WORDS)
    .filter((word) => /^[a-z]{4,}$/.test(word))
    .flatMap(withSuffixes),
  ...SITE_WORDS.flatMap(withSuffixes),
]);

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  $: 's',
  '5': 's',
  '0': 'o',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '7': 't',
};
const unleet = (text: string): string => text.replace(/[@4$50317!]/g, (ch) => LEET[ch] ?? ch);

/** "aaaaaaaa", "qwerqwer", "12341234": one short chunk over and over. */
const isRepeat = (text: string): boolean => /^(.{1,4})\1+$/su.test(text);

/** "abcdefgh", "87654321": consecutive characters, up or down. */
function isRun(text: string): boolean {
  const codes = [...text].map((ch) => ch.codePointAt(0) ?? 0);
  if (codes.length < 3) return false;
  const step = codes[1] - codes[0];
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1] === step);
}

export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  if (isRepeat(text) || isRun(text)) return true;
  const reversed = [...text].reverse().join('');
  return [text, unleet(text), reversed].some((candidate) => COMMON_PASSWORDS.has(candidate));
}
