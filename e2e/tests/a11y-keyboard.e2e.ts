import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, DEMO, launchBrowser, newPage, waitForTitle } from '../src/browser';
import { ticketSubmission } from '../src/ticket-submission';

/**
 * Keyboard-only walks: page.keyboard only (Tab, Enter, Space, typing), no mouse. Locators
 * serve only to check where focus landed, never to act.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
beforeEach(async () => {
  ({ page, context } = await newPage(browser));
  context.setDefaultTimeout(15_000);
});
afterEach(async () => {
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

const MAX_TABS = 80;

const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has focus; fails after MAX_TABS presses. */
async function tabTo(target: Locator, what: string): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  if (!(await isFocused(target)))
    throw new Error(`Tab never reached ${what} in ${MAX_TABS} presses`);
}

/** The focused element shows a focus indicator: an outline or a box-shadow. */
async function expectFocusVisible(what: string): Promise<void> {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return { outline: 'none', boxShadow: 'none' };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle === 'none' || style.outlineWidth === '0px'
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth}`;
    return { outline, boxShadow: style.boxShadow };
  });
  const visible = indicator.outline !== 'none' || indicator.boxShadow !== 'none';
  expect({ what, indicator, visible }).toEqual({ what, indicator, visible: true });
}

async function typeInto(field: Locator, what: string, text: string): Promise<void> {
  await tabTo(field, what);
  await page.keyboard.type(text);
}

async function keyboardLogin(): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await waitForTitle(page, 'Login | Inventor Portal');
  await typeInto(page.getByLabel('Email'), 'Email', DEMO.email);
  await typeInto(page.getByLabel('Password', { exact: true }), 'Password', DEMO.password);
  const login = page.getByRole('button', { name: 'Login' });
  await tabTo(login, 'the Login button');
  await expectFocusVisible('Login button');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
}

it('logs in from /login with the keyboard only', async () => {
  await keyboardLogin();
  await waitForTitle(page, 'Dashboard | Inventor Portal');
});

it('fills and submits a ticket on /tickets/create with the keyboard only', async () => {
  await keyboardLogin();
  await page.goto(`${baseUrl()}/tickets/create`);
  await waitForTitle(page, 'Create Ticket | Inventor Portal');
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await typeInto(textbox('Title'), 'Title', `Keyboard-only ticket ${Date.now()}`);
  await typeInto(textbox('Summary'), 'Summary', 'Written without a mouse.');
  await typeInto(textbox('Context'), 'Context', 'Accessibility check of the create form.');
  await typeInto(
    textbox('Problem Identification'),
    'Problem Identification',
    'Keyboard users must reach every field.',
  );

  const submit = page.getByRole('button', { name: 'Submit Ticket', exact: true });
  await tabTo(submit, 'Submit Ticket');
  await expectFocusVisible('Submit Ticket button');
  const submitted = ticketSubmission(page);
  await page.keyboard.press('Enter');
  const response = await submitted;
  expect(response.ok()).toBe(true);
  const { id, is_draft: isDraft } = (await response.json()) as { id: number; is_draft: boolean };
  expect(isDraft).toBe(false);
  await page.getByText('Ticket submitted successfully!', { exact: true }).waitFor();

  // Keep the demo data as other suites expect it: remove the ticket through the API.
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const deleted = await page.request.delete(`${baseUrl()}/api/inventors/ticket/${id}/`, {
    headers: { 'X-CSRFToken': csrf, Referer: `${baseUrl()}/tickets` },
  });
  expect(deleted.status()).toBe(204);
});

it('reaches the password form on /settings by Tab and shows a wrong current password', async () => {
  await keyboardLogin();
  await page.goto(`${baseUrl()}/settings`);
  await waitForTitle(page, 'Settings | Inventor Portal');
  await page.getByRole('heading', { name: 'General', exact: true }).waitFor();
  const form = page.getByRole('form', { name: 'Change password' });
  await typeInto(
    form.getByLabel('Current Password', { exact: true }),
    'Current Password',
    'not-the-current-password',
  );
  await typeInto(
    form.getByLabel('New Password', { exact: true }),
    'New Password',
    'Keyboard-Only-2026',
  );
  await typeInto(
    form.getByLabel('Confirm New Password', { exact: true }),
    'Confirm New Password',
    'Keyboard-Only-2026',
  );
  const save = form.getByRole('button', { name: 'Save Password' });
  await tabTo(save, 'Save Password');
  await expectFocusVisible('Save Password button');
  await page.keyboard.press('Space');
  await form.getByRole('alert').filter({ hasText: 'Current password is incorrect.' }).waitFor();
});
