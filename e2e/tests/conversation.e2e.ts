import type { Browser, Page } from 'playwright-core';
import { createAccountViaApi, uniqueEmail, type Credentials } from '../src/account-api';
import { signInViaApi } from '../src/api-session';
import {
  baseUrl,
  launchBrowser,
  login,
  newPage,
  screenshot,
  type TrackedPage,
} from '../src/browser';
import { unexpectedErrors } from '../src/console';
import { createOfficeAccount, freshCode, type OfficeAccount } from '../src/office-account';

/**
 * The conversation (issue 20) in the composed portal, with two browsers open side by side: the
 * office asks for more information; the inventor's bell and open discussion show it without a
 * reload; the inventor answers in the thread and the office's open review page shows the answer
 * without a reload; the inventor edits and resubmits, and the office sees the ticket pending again.
 */
let browser: Browser;
let office: OfficeAccount;
let inventor: Credentials;
let ticket: { id: number; title: string };

/** What the issue promises: a write shows on the other side within 5 s. */
const LIVE_MS = 5_000;

async function submitTicket(owner: Credentials, title: string) {
  const session = await signInViaApi(owner);
  const form = new FormData();
  form.set('title', title);
  form.set('summary', 'A drone that maps hedgerows for nesting birds.');
  form.set('context', 'Farmers must keep hedgerows but cannot survey them.');
  form.set('problem_identification', 'Surveys on foot take days per farm.');
  form.set('is_draft', 'false');
  const response = await fetch(`${baseUrl()}/api/inventors/ticket/create/`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrftoken': session.token },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`create ticket answered ${response.status}: ${await response.text()}`);
  const created = (await response.json()) as { id: number };
  return { id: created.id, title };
}

async function signInOffice(page: Page) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email').fill(office.email);
  await page.getByLabel('Password', { exact: true }).fill(office.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: /Two-factor code/ }).fill(await freshCode(office));
  await page.getByRole('button', { name: 'Verify' }).click();
  // The office's home: its dashboard or the review queue.
  await page.waitForURL((url) => url.pathname.startsWith('/office'));
}

/** Marks the document: still marked later means no reload (nor navigation away) happened. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

const discussionOf = (page: Page) => page.getByRole('region', { name: 'Discussion' });

beforeAll(async () => {
  browser = await launchBrowser();
  [office, inventor] = await Promise.all([
    createOfficeAccount(uniqueEmail('office-conversation'), 'Oscar Office'),
    createAccountViaApi({ preferred_name: 'Iris Inventor' }),
  ]);
  ticket = await submitTicket(inventor, `Hedgerow mapping drone ${Date.now()}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('conversation', () => {
  it('asks for more information, answers in the thread and resubmits, each side updating live', async () => {
    let officeSide: TrackedPage | undefined;
    let inventorSide: TrackedPage | undefined;
    try {
      officeSide = await newPage(browser, { width: 1440, height: 900 });
      inventorSide = await newPage(browser);
      const officePage = officeSide.page;
      const inventorPage = inventorSide.page;

      // Both open the ticket: the inventor its detail page, the office its review page.
      await login(inventorPage, inventor);
      await inventorPage.goto(`${baseUrl()}/tickets/${ticket.id}`);
      await discussionOf(inventorPage).getByText('No comments yet.').waitFor();
      await inventorPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await markDocument(inventorPage);

      await signInOffice(officePage);
      await officePage.goto(`${baseUrl()}/office/tickets/${ticket.id}`);
      await officePage.getByRole('heading', { name: ticket.title }).waitFor();
      await discussionOf(officePage).getByText('No comments yet.').waitFor();
      await markDocument(officePage);

      // The office asks for more information.
      const request = 'Please add the flight time and the camera resolution.';
      await officePage
        .getByRole('combobox', { name: /Status/ })
        .selectOption({ label: 'Needs more information' });
      await officePage.getByRole('textbox', { name: /Message to the inventors/ }).fill(request);
      await officePage.getByRole('button', { name: 'Save decision' }).click();
      await officePage.getByText('Decision saved. The inventors have been notified.').waitFor();
      // The server posts the message as the office's comment: the office's own thread shows it.
      await discussionOf(officePage).getByText(request).waitFor();

      // The inventor's bell and open discussion show it, without a reload.
      await inventorPage
        .getByRole('button', { name: /^Notifications, \d+ unread$/ })
        .waitFor({ timeout: LIVE_MS });
      const inventorThread = discussionOf(inventorPage).getByRole('list', { name: 'Comments' });
      await inventorThread.getByText(request).waitFor({ timeout: LIVE_MS });
      expect(await inventorThread.getByRole('listitem').first().textContent()).toMatch(
        /^Oscar OfficeOffice/,
      );
      await inventorPage.getByText('The office needs more information').waitFor();
      expect(await stillSameDocument(inventorPage)).toBe(true);
      await screenshot(inventorPage, 'conversation-inventor-asked');

      // The inventor answers in the thread (Ctrl+Enter sends).
      const answer = 'Flight time 40 minutes; the camera shoots 20 megapixels.';
      const composer = discussionOf(inventorPage).getByRole('textbox', { name: 'Your comment' });
      await composer.fill(answer);
      await composer.press('Control+Enter');
      await inventorThread.getByText(answer).waitFor();
      expect(await composer.inputValue()).toBe('');

      // The office's open review page shows the answer, without a reload.
      const officeThread = discussionOf(officePage).getByRole('list', { name: 'Comments' });
      await officeThread.getByText(answer).waitFor({ timeout: LIVE_MS });
      expect(await officeThread.getByRole('listitem').last().textContent()).toMatch(
        /^Iris InventorInventor/,
      );
      expect(await stillSameDocument(officePage)).toBe(true);
      await screenshot(officePage, 'conversation-office-answer');

      // The inventor edits and resubmits; the office sees the ticket pending again.
      await inventorPage.getByRole('link', { name: 'Edit and resubmit' }).click();
      await inventorPage.waitForURL(`**/tickets/${ticket.id}/edit`);
      const summary = inventorPage.getByRole('textbox', { name: /^Summary/ });
      await summary.fill('A drone that maps hedgerows: 40-minute flights, 20 MP camera.');
      await inventorPage.getByRole('button', { name: 'Save Changes', exact: true }).click();
      await inventorPage.waitForURL(`**/tickets/${ticket.id}`);
      // In the detail page's Summary (the form's text area holds the new text too until it goes).
      await inventorPage
        .getByRole('region', { name: 'Summary' })
        .getByText('40-minute flights, 20 MP camera')
        .waitFor();
      expect(await inventorPage.getByText('The office needs more information').count()).toBe(0);

      await officePage
        .locator('main header')
        .getByText('Pending', { exact: true })
        .waitFor({ timeout: LIVE_MS });
      expect(await stillSameDocument(officePage)).toBe(true);

      expect(unexpectedErrors(officeSide.errors)).toEqual([]);
      expect(unexpectedErrors(inventorSide.errors)).toEqual([]);
    } finally {
      await officeSide?.context.close();
      await inventorSide?.context.close();
    }
  });
});
