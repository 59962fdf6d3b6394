import { eventually } from '../eventually';
import type { Screen, TitleExpectation, Walk } from './types';

/** A string must be a whole phrase of the text (not part of a longer word: 'Export' ≠ 'Exporter'). */
const asPattern = (text: string | RegExp): RegExp =>
  typeof text === 'string'
    ? new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u')
    : text;

/** The page title of the walk's language (given 3 s: titles are set after the route renders). */
export async function titleProblems(walk: Walk, expectation: TitleExpectation): Promise<string[]> {
  const expected = typeof expectation === 'function' ? expectation(await walk.data()) : expectation;
  const matches = (title: string) =>
    typeof expected === 'string' ? title === expected : expected.test(title);
  try {
    await eventually(async () => {
      if (!matches(await walk.page.title())) throw new Error('title not there yet');
    }, 3_000);
    return [];
  } catch {
    return [`page title is "${await walk.page.title()}", expected ${String(expected)}`];
  }
}

export async function langProblems(walk: Walk): Promise<string[]> {
  const lang = await walk.page.evaluate(() => document.documentElement.lang);
  return lang === walk.language ? [] : [`<html lang="${lang}">, expected "${walk.language}"`];
}

/** English: the spec's strings show. French: none of them is left. */
export async function wordingProblems(walk: Walk, screen: Screen): Promise<string[]> {
  const text = await walk.page.locator('body').innerText();
  if (walk.language === 'en')
    return screen.english
      .filter((phrase) => !asPattern(phrase).test(text))
      .map((phrase) => `spec text not shown: ${String(phrase)}`);
  return screen.english
    .filter((phrase) => asPattern(phrase).test(text))
    .map((phrase) => `English left on the French screen: ${String(phrase)}`);
}
