import { i18n } from './instance';
import { DEFAULT_LANGUAGE, isLanguage, languageOfTag, type Language } from './languages';

/** Where the browser remembers the language chosen before sign-in (or last used). */
export const LANGUAGE_STORAGE_KEY = 'inventor-portal.language';

/**
 * The browser globals read here, each optional: the server imports this module too (through the
 * schemas' form-error mapping) and type-checks without the DOM library, and runs without them.
 */
interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
interface BrowserGlobals {
  localStorage?: BrowserStorage;
  sessionStorage?: BrowserStorage;
  navigator?: { languages?: readonly string[]; language?: string };
  document?: { documentElement: { lang: string } };
}
const browser = globalThis as BrowserGlobals;

function storedLanguage(): Language | undefined {
  try {
    const value = browser.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined; // storage disabled: the browser's language decides
  }
}

function remember(language: Language): void {
  try {
    browser.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/**
 * The language to start in before the account is known: the one this browser last used, else
 * the first of the browser's languages the portal speaks, else English.
 */
export function detectLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const tags = browser.navigator?.languages ?? [browser.navigator?.language];
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The language the page shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Where this tab keeps the language picked on the login page until a sign-in takes it: a sign-in
 * can outlive the page (a reload at the two-factor code step, a phone's tab reloaded after a trip
 * to the authenticator app, the campus sign-in's redirects), and the choice must still reach the
 * account then.
 */
export const CHOSEN_BEFORE_SIGN_IN_KEY = 'inventor-portal.language-chosen-before-sign-in';

function keepChoice(language: Language | undefined): void {
  try {
    if (language) browser.sessionStorage?.setItem(CHOSEN_BEFORE_SIGN_IN_KEY, language);
    else browser.sessionStorage?.removeItem(CHOSEN_BEFORE_SIGN_IN_KEY);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

function keptChoice(): Language | undefined {
  try {
    const value = browser.sessionStorage?.getItem(CHOSEN_BEFORE_SIGN_IN_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let chosenBeforeSignIn: Language | undefined;

/**
 * Switches the page to `language` (catalogs in use load first) and remembers it for this browser.
 * `explicit`: the user picked it on the login page, so it becomes the account's language at sign-in
 * (takeLanguageChosenBeforeSignIn).
 */
export async function switchLanguage(
  language: Language,
  { explicit = false }: { explicit?: boolean } = {},
): Promise<void> {
  if (explicit) {
    chosenBeforeSignIn = language;
    keepChoice(language);
  }
  remember(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * The language picked on the login page, once: the shell saves it to the account at sign-in.
 * Kept in this tab's session storage too, so a reload before the sign-in completes keeps it.
 */
export function takeLanguageChosenBeforeSignIn(): Language | undefined {
  const chosen = chosenBeforeSignIn ?? keptChoice();
  chosenBeforeSignIn = undefined;
  keepChoice(undefined);
  return chosen;
}

/** `<html lang>` follows the language, for screen readers, hyphenation and spell checking. */
export function followLanguageInDocument(): void {
  const apply = (language: string) => {
    if (browser.document) browser.document.documentElement.lang = language;
  };
  apply(currentLanguage());
  i18n.on('languageChanged', apply);
}
