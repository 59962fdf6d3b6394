import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { createAccountViaApi, uniqueEmail, type Credentials } from '../src/account-api';
import {
  consoleProblems,
  headerAvatar,
  newAccountPage,
  type AccountPage,
} from '../src/account-page';
import { apiGet } from '../src/api';
import { baseUrl, launchBrowser, login, screenshot, waitForTitle } from '../src/browser';
import { eventually } from '../src/eventually';
import { writeTempPng } from '../src/png';

interface Me {
  email: string;
  inventor: {
    preferred_name: string;
    affiliation: string | null;
    name_variant: string[];
    image: string | null;
  };
}

let browser: Browser;
const open: AccountPage[] = [];
const tempDirs: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const tracked of open.splice(0)) await tracked.context.close();
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
afterAll(async () => {
  await browser.close();
});

/** A fresh account (never the demo user: these tests change the profile and the password), on /settings. */
async function openSettingsAsNewInventor(
  name: string,
): Promise<AccountPage & { account: Credentials }> {
  const account = await createAccountViaApi({
    email: uniqueEmail('settings'),
    preferred_name: name,
    affiliation: 'UIR',
  });
  const tracked = await newAccountPage(browser);
  open.push(tracked);
  await login(tracked.page, account);
  await tracked.page.goto(`${baseUrl()}/settings`);
  await waitForTitle(tracked.page, 'Settings | Inventor Portal');
  return { ...tracked, account };
}

const profileForm = (page: Page) => page.getByRole('form', { name: 'Profile' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change password' });
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The header avatar shows the photo (an <img> that loaded) and answers its URL. */
async function headerPhotoUrl(page: Page): Promise<string> {
  const img = headerAvatar(page).locator('img');
  return eventually(async () => {
    expect(await img.count()).toBe(1);
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    return (await img.getAttribute('src')) ?? '';
  });
}

/** The header avatar shows initials, no image. */
async function expectHeaderInitials(page: Page, initials: string) {
  await eventually(async () => {
    expect(await headerAvatar(page).locator('img').count()).toBe(0);
    expect((await headerAvatar(page).innerText()).trim()).toBe(initials);
  });
}

describe('settings', () => {
  it('edits the profile with a photo, keeps it over a reload, and removes the photo', async () => {
    const tracked = await openSettingsAsNewInventor('Settings Tester');
    const { page } = tracked;
    const form = profileForm(page);
    await form
      .getByText('This email will be used for notifications and communications', { exact: true })
      .waitFor();
    await form
      .getByText("Choose the type of organization you're affiliated with", { exact: true })
      .waitFor();
    const fullName = textbox(form, 'Full Name');
    await eventually(async () => expect(await fullName.inputValue()).toBe('Settings Tester'));
    await expectHeaderInitials(page, 'SE');

    await fullName.fill('');
    await fullName.blur();
    await form.getByText('Full name is required', { exact: true }).waitFor();
    await fullName.fill('Nadia Benali');
    await form.getByText('Full name is required', { exact: true }).waitFor({ state: 'detached' });
    await textbox(form, 'Name Variants').fill('A, B ,, C');
    await form.getByRole('combobox', { name: 'Affiliation' }).selectOption('CIE');
    const png = writeTempPng('avatar.png');
    tempDirs.push(png.dir);
    await page.getByLabel('Profile photo file').setInputFiles(png.filePath);
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await form.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    await eventually(async () =>
      expect(await textbox(form, 'Name Variants').inputValue()).toBe('A, B, C'),
    );
    const photoUrl = await headerPhotoUrl(page);
    expect(photoUrl).not.toMatch(/^blob:/);
    // The header shows the uploaded photo itself.
    const served = await page.request.get(new URL(photoUrl, baseUrl()).toString());
    expect(served.status()).toBe(200);
    expect(Buffer.compare(await served.body(), png.bytes)).toBe(0);
    const saved = await apiGet<Me>(page, '/api/accounts/me/');
    expect(saved.inventor).toMatchObject({
      preferred_name: 'Nadia Benali',
      affiliation: 'CIE',
      name_variant: ['A', 'B', 'C'],
    });
    await screenshot(page, 'account-settings');

    await page.reload();
    await waitForTitle(page, 'Settings | Inventor Portal');
    expect(await headerPhotoUrl(page)).toBe(photoUrl);
    await eventually(async () => {
      expect(await textbox(form, 'Full Name').inputValue()).toBe('Nadia Benali');
      expect(await textbox(form, 'Name Variants').inputValue()).toBe('A, B, C');
      expect(await form.getByRole('combobox', { name: 'Affiliation' }).inputValue()).toBe('CIE');
    });

    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectHeaderInitials(page, 'NA');
    await form.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    expect((await apiGet<Me>(page, '/api/accounts/me/')).inventor.image).toBeNull();
    await page.reload();
    await waitForTitle(page, 'Settings | Inventor Portal');
    await expectHeaderInitials(page, 'NA');
    expect(consoleProblems(tracked)).toEqual([]);
  });

  it('checks the password rules, shows a wrong current password under its own form, then changes the password', async () => {
    const tracked = await openSettingsAsNewInventor('Password Tester');
    const { page, account } = tracked;
    const form = passwordForm(page);
    await page.getByRole('heading', { name: 'General', exact: true }).waitFor();
    const current = form.getByLabel('Current Password', { exact: true });
    const next = form.getByLabel('New Password', { exact: true });
    const confirm = form.getByLabel('Confirm New Password', { exact: true });
    const newPassword = 'Changed-Secret-2026';

    await next.fill('long-enough-one');
    await confirm.fill('long-enough-two');
    await confirm.blur();
    await form.getByText('Passwords must match', { exact: true }).waitFor();
    await next.fill('short');
    await next.blur();
    await form.getByText('Password must be at least 8 characters', { exact: true }).waitFor();

    await current.fill('not-my-current-password');
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await form.getByRole('button', { name: 'Save Password' }).click();
    await form.getByRole('alert').filter({ hasText: 'Current password is incorrect.' }).waitFor();
    await expect(
      profileForm(page).getByText('Current password is incorrect.').count(),
    ).resolves.toBe(0);
    await expect(profileForm(page).getByRole('alert').count()).resolves.toBe(0);

    await current.fill(account.password);
    await form.getByRole('button', { name: 'Save Password' }).click();
    await form.getByRole('status').filter({ hasText: 'Password changed successfully!' }).waitFor();
    await expect(form.getByText('Current password is incorrect.').count()).resolves.toBe(0);
    await eventually(async () => {
      for (const input of [current, next, confirm]) expect(await input.inputValue()).toBe('');
    });

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await login(page, { email: account.email, password: newPassword });
    await waitForTitle(page, 'Dashboard | Inventor Portal');
    expect(
      consoleProblems(tracked, [{ status: 400, path: '/api/accounts/change-password/' }]),
    ).toEqual([]);
  });
});
