import { useEffect, useRef, useState } from 'react';
import {
  currentLanguage,
  switchLanguage,
  takeLanguageChosenBeforeSignIn,
  useLanguage,
  type Language,
} from '@inventor-portal/shared/i18n';
import type { Account } from '@inventor-portal/shared/schemas';
import { accountLanguageOf } from './account-language';
import { useUpdateAccountLanguageAtSignInMutation } from './account-language-api';

/**
 * After sign-in the account decides the page's language: a `me` in another language than the
 * page's switches the page. Except right after a login where the user picked a language on the
 * login page and it differs from the account's: that choice is kept and saved to the account.
 *
 * Returns true while the page first switches to the account's language after sign-in, so the
 * guard keeps the loading screen up instead of showing the signed-in pages in the other language
 * first. Later changes (the Settings screen) switch the page in place, without the loading screen.
 */
export function useAccountLanguage(user: Account | null): boolean {
  const accountLanguage = accountLanguageOf(user);
  const pageLanguage = useLanguage();
  const [saveLanguage] = useUpdateAccountLanguageAtSignInMutation();
  // The login page's choice, kept over the account's until the account has it. A ref for the
  // effect (StrictMode runs it twice, the choice is taken once), a state for the render.
  const keptRef = useRef<Language | null>(null);
  const [kept, setKept] = useState<Language | null>(null);
  // The last language a switch finished for, loaded or not: the guard never waits for it again.
  const [switchedTo, setSwitchedTo] = useState<Language | null>(null);
  // True once the page has shown the account's (or the kept) language.
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!accountLanguage) return;
    const chosen = takeLanguageChosenBeforeSignIn();
    if (chosen && chosen !== accountLanguage) {
      keptRef.current = chosen;
      setKept(chosen);
      saveLanguage(chosen)
        .unwrap()
        // The page stays in the language the user just picked; the account keeps its own.
        .catch((error: unknown) => console.error('Could not save the chosen language', error));
      return;
    }
    if (keptRef.current) {
      // Until the save lands, an older answer of `me` must not switch the page back.
      if (keptRef.current === accountLanguage) {
        keptRef.current = null;
        setKept(null);
      }
      return;
    }
    if (accountLanguage === currentLanguage()) return;
    switchLanguage(accountLanguage)
      .catch((error: unknown) => console.error('Could not switch to the account language', error))
      .finally(() => setSwitchedTo(accountLanguage));
  }, [accountLanguage, saveLanguage]);

  const target = kept ?? accountLanguage;
  const waiting = target !== undefined && target !== pageLanguage && switchedTo !== target;
  if (!settled && target !== undefined && !waiting) setSettled(true);
  return !settled && waiting;
}
