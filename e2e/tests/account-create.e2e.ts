import type { Browser, Page } from 'playwright-core';
import { uniqueEmail } from '../src/account-api';
import { inventorWithoutAccount } from '../src/account-db';
import { consoleProblems, newAccountPage, type AccountPage } from '../src/account-page';
import { baseUrl, launchBrowser, screenshot, waitForTitle } from '../src/browser';
import { eventually } from '../src/eventually';
import { credentialsInMail, waitForMailTo } from '../src/mail';
import { MANAGER_PASSWORD } from '../src/server-process';

const CREATED_MAIL_SUBJECT = 'Your Inventor Portal account';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

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

/** A fresh context on /create-account, once its title is set. */
async function openCreateAccount(): Promise<AccountPage> {
  const tracked = await newAccountPage(browser);
  open.push(tracked);
  await tracked.page.goto(`${baseUrl()}/create-account`);
  await waitForTitle(tracked.page, 'Create Account | Inventor Portal');
  return tracked;
}

const form = (page: Page) => page.getByRole('form', { name: 'Create account' });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const sharedPassword = (page: Page) => form(page).getByLabel('Shared Password');
const affiliation = (page: Page) => form(page).getByRole('combobox', { name: 'Affiliation' });
const submit = (page: Page) =>
  form(page).getByRole('button', { name: 'Create Account', exact: true });
const success = (page: Page) => page.getByRole('status').filter({ hasText: 'Account Created!' });

async function fillNewInventor(
  page: Page,
  values: { password: string; email: string; name: string; affiliation: string },
) {
  await sharedPassword(page).fill(values.password);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Preferred Name').fill(values.name);
  // The options are fetched: wait for the one to choose.
  await affiliation(page)
    .locator(`option[value="${values.affiliation}"]`)
    .waitFor({ state: 'attached' });
  await affiliation(page).selectOption(values.affiliation);
}

/**
 * Every manual field is empty again (the form resets after a submit); so is the shared password,
 * unless a success saved it (then its field is hidden).
 */
async function expectFormReset(page: Page, sharedPasswordSaved = false) {
  await eventually(async () => {
    if (sharedPasswordSaved) expect(await sharedPassword(page).count()).toBe(0);
    else expect(await sharedPassword(page).inputValue()).toBe('');
    expect(await field(page, 'Email').inputValue()).toBe('');
    expect(await field(page, 'Preferred Name').inputValue()).toBe('');
    expect(await affiliation(page).inputValue()).toBe('');
  });
}

describe('create inventor account', () => {
  it('shows the spec messages for missing and invalid fields, and adds a name variant only once typed', async () => {
    const tracked = await openCreateAccount();
    const { page } = tracked;
    await submit(page).click();
    for (const message of [
      'Shared password is required',
      'Email is required',
      'Preferred name is required',
      'Affiliation is required',
    ]) {
      await form(page).getByText(message, { exact: true }).waitFor();
    }
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Email').blur();
    await form(page).getByText('Invalid email', { exact: true }).waitFor();
    await expect(form(page).getByText('Email is required', { exact: true }).count()).resolves.toBe(
      0,
    );

    const variant = field(page, 'Name Variant');
    const add = form(page).getByRole('button', { name: 'Add name variant' });
    await expect(add.isDisabled()).resolves.toBe(true);
    await variant.fill('N. Tester');
    await expect(add.isDisabled()).resolves.toBe(false);
    await add.click();
    await form(page)
      .getByRole('list', { name: 'Name variants' })
      .getByText('N. Tester', { exact: true })
      .waitFor();
    await expect(variant.inputValue()).resolves.toBe('');
    await expect(add.isDisabled()).resolves.toBe(true);
    expect(consoleProblems(tracked)).toEqual([]);
  });

  it("shows the server's error for a wrong shared password and resets the form", async () => {
    const tracked = await openCreateAccount();
    const { page, context } = tracked;
    const email = uniqueEmail('refused');
    await fillNewInventor(page, {
      password: 'not-the-manager-password',
      email,
      name: 'Refused Inventor',
      affiliation: 'UIR',
    });
    await expect(field(page, 'Email').inputValue()).resolves.toBe(email);
    await expect(affiliation(page).inputValue()).resolves.toBe('UIR');
    await submit(page).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid shared password.' }).waitFor();
    await expectFormReset(page);
    await expect(success(page).count()).resolves.toBe(0);
    expect((await context.cookies()).some((c) => c.name === 'shared_password')).toBe(false);
    expect(
      consoleProblems(tracked, [{ status: 403, path: '/api/accounts/create-account/' }]),
    ).toEqual([]);
  });

  it('creates an account by hand, remembers the shared password for 30 days and mails working credentials', async () => {
    const tracked = await openCreateAccount();
    const { page, context } = tracked;
    const email = uniqueEmail('manual');
    await fillNewInventor(page, {
      password: MANAGER_PASSWORD,
      email,
      name: 'Manual Inventor',
      affiliation: 'CIE',
    });
    await submit(page).click();

    const card = success(page);
    await card.waitFor();
    await card
      .getByText("Credentials have also been sent to the inventor's email.", { exact: true })
      .waitFor();
    await expect(card.getByTestId('created-email').innerText()).resolves.toBe(email);
    const shownPassword = (await card.getByTestId('created-password').innerText()).trim();
    expect(shownPassword.length).toBeGreaterThanOrEqual(16);
    await expectFormReset(page, true);
    await screenshot(page, 'account-create-success');

    const cookie = (await context.cookies()).find((c) => c.name === 'shared_password');
    expect(cookie && decodeURIComponent(cookie.value)).toBe(MANAGER_PASSWORD);
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + THIRTY_DAYS_S))).toBeLessThan(
      600,
    );

    // The next visit uses the saved password: its field is hidden.
    await page.goto(`${baseUrl()}/create-account`);
    await waitForTitle(page, 'Create Account | Inventor Portal');
    await form(page).getByText('Using the saved shared password.').waitFor();
    await expect(sharedPassword(page).count()).resolves.toBe(0);

    const mailed = credentialsInMail(await waitForMailTo(email, CREATED_MAIL_SUBJECT));
    expect(mailed).toEqual({ email, password: shownPassword });
    // The mailed password opens only Settings until the inventor chooses their own.
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email').fill(mailed.email);
    await page.getByLabel('Password', { exact: true }).fill(mailed.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/settings');
    await page.getByText('Choose your own password').waitFor();
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL('**/settings');
    await page.getByLabel('Current Password').fill(mailed.password);
    await page.getByLabel('New Password', { exact: true }).fill('My-own-choice-2026');
    await page.getByLabel('Confirm New Password').fill('My-own-choice-2026');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByText('Password changed successfully!').waitFor();
    await page.getByText('Choose your own password').waitFor({ state: 'detached', timeout: 5_000 });
    await page.goto(`${baseUrl()}/dashboard`);
    await waitForTitle(page, 'Dashboard | Inventor Portal');
    await page.getByText('Manual Inventor').first().waitFor();
    expect(consoleProblems(tracked)).toEqual([]);
  });

  it('creates an account for an existing inventor picked from the search, after a Change', async () => {
    const target = await inventorWithoutAccount();
    const tracked = await openCreateAccount();
    const { page } = tracked;
    await sharedPassword(page).fill(MANAGER_PASSWORD);
    const search = field(page, 'Search existing inventor');
    const chosen = form(page).getByLabel('Chosen inventor');
    const pick = async () => {
      await search.fill(target.preferred_name);
      await form(page)
        .getByRole('list', { name: 'Inventor search results' })
        .getByText(target.preferred_name, { exact: true })
        .click();
      await chosen.getByText(target.preferred_name, { exact: true }).waitFor();
      // Manual entry is gone while an inventor is chosen.
      await expect(field(page, 'Email').count()).resolves.toBe(0);
    };

    await pick();
    await chosen.getByText(target.affiliation ?? 'No affiliation', { exact: true }).waitFor();
    await chosen.getByRole('button', { name: 'Change' }).click();
    await chosen.waitFor({ state: 'detached' });
    await expect(search.inputValue()).resolves.toBe('');
    await field(page, 'Email').waitFor();

    await pick();
    await submit(page).click();
    const card = success(page);
    await card.waitFor();
    await expect(card.getByTestId('created-email').innerText()).resolves.toBe(target.email);
    await card
      .getByText("Credentials have also been sent to the inventor's email.", { exact: true })
      .waitFor();
    // Reset: no inventor chosen any more, the search is offered again.
    await search.waitFor();
    await expect(chosen.count()).resolves.toBe(0);
    const mailed = credentialsInMail(await waitForMailTo(target.email, CREATED_MAIL_SUBJECT));
    expect(mailed.password).toBe((await card.getByTestId('created-password').innerText()).trim());
    expect(consoleProblems(tracked)).toEqual([]);
  });
});
