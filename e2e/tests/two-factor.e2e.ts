import type { Browser, Page } from 'playwright-core';
import { createAccountViaApi, uniqueEmail, type Credentials } from '../src/account-api';
import { consoleProblems, newAccountPage, type AccountPage } from '../src/account-page';
import { apiGet } from '../src/api';
import { baseUrl, launchBrowser, login, screenshot, waitForTitle } from '../src/browser';
import { eventually } from '../src/eventually';
import { totpCode } from '../src/totp';

const INVALID_CODE = 'Invalid two-factor code.';
const STEP_MS = 30_000;

let browser: Browser;
const open: AccountPage[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const tracked of open.splice(0)) await tracked.context.close();
});
afterAll(async () => {
  await browser.close();
});

async function freshPage(): Promise<AccountPage> {
  const tracked = await newAccountPage(browser);
  open.push(tracked);
  return tracked;
}

const section = (page: Page) => page.getByRole('region', { name: 'Two-factor authentication' });

interface Enrolled {
  account: Credentials;
  secret: string;
  recoveryCodes: string[];
}

/**
 * A fresh inventor turns two-factor sign-in on in Settings, as a person would: the key shown
 * under the QR code goes into the "app" (here `totpCode`), its code confirms the set-up.
 */
async function enrolInSettings(): Promise<Enrolled & AccountPage> {
  const account = await createAccountViaApi({
    email: uniqueEmail('two-factor'),
    preferred_name: 'Grace Hopper',
  });
  const tracked = await freshPage();
  const { page } = tracked;
  await login(page, account);
  await page.goto(`${baseUrl()}/settings`);
  await waitForTitle(page, 'Settings | Inventor Portal');

  const area = section(page);
  await area.getByText(/Two-factor authentication is off/).waitFor();
  await area.getByRole('button', { name: 'Set up' }).click();
  const qr = area.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await qr.waitFor();
  expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const secret = (await area.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshot(page, 'settings-two-factor-setup');

  await area.getByRole('textbox', { name: /Code from the app/ }).fill(totpCode(secret));
  await area.getByLabel(/^Current password/).fill(account.password);
  await area.getByRole('button', { name: 'Enable' }).click();
  const list = area.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  await area.getByText(/they will not be shown again/).waitFor();
  await screenshot(page, 'settings-two-factor-recovery-codes');
  await area.getByRole('button', { name: 'Done' }).click();
  await area.getByText(/Two-factor authentication is on/).waitFor();
  await area.getByRole('button', { name: 'Disable' }).waitFor();
  return { ...tracked, account, secret, recoveryCodes };
}

/** A new browser (signed out) gets as far as the code step of /login. */
async function reachCodeStep(account: Credentials): Promise<AccountPage> {
  const tracked = await freshPage();
  const { page } = tracked;
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: /Two-factor code/ }).waitFor();
  // The password alone opened no session.
  expect((await tracked.context.cookies()).some((c) => c.name === 'sessionid')).toBe(false);
  return tracked;
}

async function sendCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /Two-factor code/ }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('two-factor sign-in', () => {
  it('is set up in Settings, then login asks for the code; a wrong code is refused; a right one signs in', async () => {
    const enrolled = await enrolInSettings();
    expect(consoleProblems(enrolled)).toEqual([]);

    const tracked = await reachCodeStep(enrolled.account);
    const { page } = tracked;
    await screenshot(page, 'login-two-factor-step');

    await sendCode(page, totpCode(enrolled.secret) === '000000' ? '111111' : '000000');
    await page.getByRole('alert').filter({ hasText: INVALID_CODE }).waitFor();
    expect(page.url()).toMatch(/\/login$/);

    // The set-up code's step is spent: the app's next code (within the one-step window) works.
    await sendCode(page, totpCode(enrolled.secret, Date.now() + STEP_MS));
    await page.waitForURL('**/dashboard');
    expect(consoleProblems(tracked, [{ status: 400, path: '/api/accounts/login/' }])).toEqual([]);
  });

  it('takes a recovery code once, in place of the code', async () => {
    const enrolled = await enrolInSettings();
    const [recovery] = enrolled.recoveryCodes;
    if (!recovery) throw new Error('no recovery code shown');

    const first = await reachCodeStep(enrolled.account);
    await sendCode(first.page, recovery);
    await first.page.waitForURL('**/dashboard');

    const again = await reachCodeStep(enrolled.account);
    await sendCode(again.page, recovery);
    await again.page.getByRole('alert').filter({ hasText: INVALID_CODE }).waitFor();
    expect(again.page.url()).toMatch(/\/login$/);
  });

  it('keeps the language picked on the login page through the code step: the account takes it', async () => {
    const enrolled = await enrolInSettings();
    const tracked = await freshPage();
    const { page } = tracked;
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByLabel('E-mail').fill(enrolled.account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(enrolled.account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page
      .getByRole('textbox', { name: /Code de vérification/ })
      .fill(totpCode(enrolled.secret, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL('**/dashboard');
    await waitForTitle(page, 'Tableau de bord | Inventor Portal');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // The account keeps the choice: its next sign-in, anywhere, is in French.
    await eventually(async () =>
      expect((await apiGet<{ language: string }>(page, '/api/accounts/me/')).language).toBe('fr'),
    );
    expect(consoleProblems(tracked)).toEqual([]);
  });

  it('has a way back from the code step to the password', async () => {
    const enrolled = await enrolInSettings();
    const { page } = await reachCodeStep(enrolled.account);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(enrolled.account.email);
  });
});
