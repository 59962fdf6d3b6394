import { act } from '@testing-library/react';
import {
  i18n,
  LANGUAGE_STORAGE_KEY,
  takeLanguageChosenBeforeSignIn,
  type Language,
} from '@inventor-portal/shared/i18n';

/** Shows the page in `language`, as the browser's language or a stored choice would. */
export async function showPageIn(language: Language): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

/**
 * After a test that changed the language: English again (the spec's strings), no choice left
 * for the next sign-in, nothing remembered by the browser.
 */
export async function restoreEnglish(): Promise<void> {
  takeLanguageChosenBeforeSignIn();
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  await showPageIn('en');
}
