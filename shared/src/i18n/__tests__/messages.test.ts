/**
 * Validation and server messages on the page: English as the API wrote them, French once the
 * French shared catalog (and with it the messages' French) has downloaded, never before.
 */
import { translateMessage as frenchFromMap } from '../../messages';

type I18nModule = typeof import('../index');

const MESSAGE = 'Invalid email or password.';
const FRENCH = frenchFromMap(MESSAGE, 'fr');

/** A fresh copy of the i18n module, as a page gets it: nothing initialised, nothing loaded. */
async function freshI18n(): Promise<I18nModule> {
  let module: I18nModule | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('../index');
  });
  return module as I18nModule;
}

it('has a French translation to show', () => {
  expect(FRENCH).not.toBe(MESSAGE);
});

describe('a page that starts in English', () => {
  it('does not load the French messages, and shows messages in English', async () => {
    const { initI18n, translateMessage } = await freshI18n();
    await initI18n('en');
    expect(translateMessage(MESSAGE)).toBe(MESSAGE);
    // Even asked for French explicitly: the French map is not on the page.
    expect(translateMessage(MESSAGE, 'fr')).toBe(MESSAGE);
  });

  it('loads them with the French shared catalog when the user switches to French', async () => {
    const { initI18n, i18n, translateMessage } = await freshI18n();
    await initI18n('en');
    await i18n.changeLanguage('fr');
    expect(translateMessage(MESSAGE)).toBe(FRENCH);
    expect(document.documentElement.lang).toBe('fr');
    await i18n.changeLanguage('en');
    expect(translateMessage(MESSAGE)).toBe(MESSAGE);
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('a page that starts in French', () => {
  it('has the French messages before its first render', async () => {
    const { initI18n, translateMessage, i18n } = await freshI18n();
    await initI18n('fr');
    expect(i18n.t('pager.next')).toBe('Suivante');
    expect(translateMessage(MESSAGE)).toBe(FRENCH);
  });
});
