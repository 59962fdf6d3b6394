import type { Browser } from 'playwright-core';
import {
  baseUrl,
  DEMO,
  launchBrowser,
  login,
  newPage,
  screenshot,
  waitForTitle,
} from '../src/browser';
import { unexpectedErrors } from '../src/console';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('login, redirects and password pages', () => {
  it('sends a signed-out visitor from a shell page to /login, replacing history', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL('**/login');
    await waitForTitle(page, 'Login | Inventor Portal');
    await page.getByRole('heading', { name: 'Inventor Login' }).waitFor();
    // Replaced, not pushed: the history holds the new tab's blank page and /login, no /dashboard.
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(unexpectedErrors(errors)).toEqual([]);
    await screenshot(page, 'login');
    await context.close();
  });

  it('redirects / to /dashboard once signed in', async () => {
    const { page, context } = await newPage(browser);
    await login(page);
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('shows the login form with its exact strings and disables Login until both fields are filled', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    const button = page.getByRole('button', { name: 'Login' });
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    const signUp = page.getByRole('link', { name: 'Sign Up' });
    expect(await signUp.getAttribute('href')).toMatch(/^https?:\/\//);
    await page.getByLabel('Email').fill(DEMO.email);
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect(button.isDisabled()).resolves.toBe(false);
    await context.close();
  });

  it("shows the server's detail on a failed login", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(page.url()).toContain('/login');
    await context.close();
  });

  it('logs in to the dashboard, sends a signed-in visitor of /login back there, and logs out', async () => {
    const { page, context, errors } = await newPage(browser);
    await login(page);
    await waitForTitle(page, 'Dashboard | Inventor Portal');
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL('**/dashboard');
    // Every load of the page done (the avatar photo among them): a photo still loading when the
    // session ends is answered 404, as files are to anyone signed out.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL('**/login');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("answers a reset request with the spec's message whether or not the account exists", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // Sent once the page has settled and the required field holds the address; the POST's own
    // answer is awaited, so a failure says whether the request was sent and how it was answered.
    await page.waitForLoadState('networkidle');
    const field = page.getByLabel(/email/i);
    await field.fill('nobody-here@example.org');
    expect(await field.inputValue()).toBe('nobody-here@example.org');
    const [answer] = await Promise.all([
      page.waitForResponse(
        (res) => res.request().method() === 'POST' && res.url().includes('/reset-password/'),
      ),
      page.getByRole('button', { name: 'Send Reset Link' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    // The answer is a status (success) or an alert (failure): a failure shows its own text.
    const outcome = page.getByRole('status').or(page.getByRole('alert')).first();
    await outcome.waitFor();
    expect(await outcome.innerText()).toBe('Password reset email sent! Please check your inbox.');
    await screenshot(page, 'forgot-password');
    await context.close();
  });

  it("refuses mismatched passwords on the reset page without calling the server, and a bad link with the server's detail", async () => {
    const { page, context } = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('reset-password-confirm')) calls.push(r.url());
    });
    await page.goto(`${baseUrl()}/reset-password/MQ/not-a-token`);
    const fields = page.locator('input[type="password"]');
    await fields.nth(0).fill('a-new-password-1');
    await fields.nth(1).fill('a-different-one-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    expect(calls).toEqual([]);
    await fields.nth(1).fill('a-new-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Invalid or expired reset link.').waitFor();
    expect(calls).toHaveLength(1);
    await context.close();
  });
});
