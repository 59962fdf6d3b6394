import { baseUrl } from '../../browser';
import { eventually } from '../../eventually';
import { ensureAt } from '../settle';
import type { Screen, Walk } from '../types';

const SETTINGS_TITLE = { en: 'Settings | Inventor Portal', fr: 'Paramètres | Inventor Portal' };
const twoFactorSection = 'section[aria-labelledby="two-factor-settings-heading"]';

export const profile: Screen = {
  id: 'profile',
  name: 'profile',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/profile`);
    await page.locator('main table tbody tr').first().waitFor();
    await page.locator('main ul > li').first().waitFor();
  },
  title: { en: 'Profile | Inventor Portal', fr: 'Profil | Inventor Portal' },
  english: ['View all', 'Co-Inventors'],
};

/** /settings with the profile form filled from `me`. */
async function openSettings({ page }: Walk): Promise<void> {
  await ensureAt(page, baseUrl(), '/settings');
  const name = page.locator('form [name="preferred_name"]');
  await eventually(async () => expect(await name.inputValue()).not.toBe(''));
}

export const settings: Screen = {
  id: 'settings',
  name: 'settings',
  open: openSettings,
  title: SETTINGS_TITLE,
  english: [
    'This email will be used for notifications and communications',
    'Save Changes',
    'Save Password',
    'Two-factor authentication',
  ],
};

/** Settings' two-factor section in its set-up step (QR code and key); left with Cancel. */
export const settingsTwoFactorSetUp: Screen = {
  id: 'settings-two-factor',
  name: 'settings, two-factor set-up step',
  open: async (walk) => {
    await openSettings(walk);
    const section = walk.page.locator(twoFactorSection);
    await section.getByRole('button').first().click();
    await section.getByTestId('two-factor-secret').waitFor();
    await section.locator('img').waitFor();
  },
  close: async ({ page }) => {
    const section = page.locator(twoFactorSection);
    await section.locator('form button:not([type="submit"])').click();
    await section.getByTestId('two-factor-secret').waitFor({ state: 'detached' });
  },
  title: SETTINGS_TITLE,
  english: [
    'Scan this QR code with an authenticator app',
    'Enter this key in the app instead',
    'Code from the app',
  ],
};
