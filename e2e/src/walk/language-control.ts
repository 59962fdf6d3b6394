import type { Locator, Page } from 'playwright-core';
import type { WalkLanguage } from './types';

/** The control's label in either language, and its options (each language's own name). */
const CONTROL_NAME = /^(Language|Langue)\b/;
const OPTION_NAME: Record<WalkLanguage, string> = { en: 'English', fr: 'Français' };

/**
 * Picks `language` on the 'Language' control inside `scope` (the login page, the Settings
 * screen), whatever widget it is: a native select, a MUI select (combobox + listbox), a radio
 * or toggle-button group, or a button opening a menu. Then waits for `<html lang>`.
 */
export async function chooseLanguage(
  page: Page,
  language: WalkLanguage,
  scope: Page | Locator = page,
): Promise<void> {
  const option = OPTION_NAME[language];
  const combobox = scope.getByRole('combobox', { name: CONTROL_NAME });
  const group = scope
    .getByRole('radiogroup', { name: CONTROL_NAME })
    .or(scope.getByRole('group', { name: CONTROL_NAME }));
  const menuButton = scope.getByRole('button', { name: CONTROL_NAME });
  const any = combobox.or(group).or(menuButton).first();
  try {
    await any.waitFor({ timeout: 10_000 });
  } catch {
    throw new Error(
      `no control labelled 'Language' (or 'Langue') on ${new URL(page.url()).pathname}: ` +
        'the language switch (a select, radio group or toggle group) is missing',
    );
  }
  if (await combobox.count()) {
    const control = combobox.first();
    const isNativeSelect = await control.evaluate((el) => el.tagName === 'SELECT');
    if (isNativeSelect) await control.selectOption({ label: option });
    else {
      await control.click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
  } else if (await group.count()) {
    const inGroup = group.first();
    await inGroup
      .getByRole('radio', { name: option, exact: true })
      .or(inGroup.getByRole('button', { name: option, exact: true }))
      .first()
      .click();
  } else {
    await menuButton.first().click();
    await page
      .getByRole('menuitemradio', { name: option, exact: true })
      .or(page.getByRole('menuitem', { name: option, exact: true }))
      .or(page.getByRole('option', { name: option, exact: true }))
      .first()
      .click();
  }
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language, {
    timeout: 10_000,
  });
}
