import type { Browser } from 'playwright-core';
import { createAccountViaApi, uniqueEmail, type Credentials } from '../src/account-api';
import { signInViaApi } from '../src/api-session';
import { baseUrl, launchBrowser, newPage, screenshot, waitForTitle } from '../src/browser';
import { unexpectedErrors } from '../src/console';
import { createOfficeAccount, freshCode, type OfficeAccount } from '../src/office-account';

/**
 * The office workspace (issue 19) in the composed portal: an office account made by the admin
 * CLI signs in with its two-factor code, reviews a ticket an inventor submitted and asks for more
 * information; the inventor, signed in elsewhere, is told and offered to edit and resubmit. An
 * inventor never downloads remote-office and gets the not-found page for office URLs.
 */
let browser: Browser;
let office: OfficeAccount;
let inventor: Credentials;
let ticket: { id: number; title: string };

/** A submitted (not draft) ticket of `owner`, through the real create-ticket route. */
async function submitTicket(
  owner: Credentials,
  title: string,
): Promise<{ id: number; title: string }> {
  const session = await signInViaApi(owner);
  const form = new FormData();
  form.set('title', title);
  form.set('summary', 'A sensor that measures soil moisture without contact.');
  form.set('context', 'Irrigation wastes water when the soil is already wet.');
  form.set('problem_identification', 'Contact probes corrode within a season.');
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

beforeAll(async () => {
  browser = await launchBrowser();
  [office, inventor] = await Promise.all([
    createOfficeAccount(uniqueEmail('office'), 'Olivia Office'),
    createAccountViaApi({ preferred_name: 'Ines Inventor' }),
  ]);
  ticket = await submitTicket(inventor, `Contactless soil probe ${Date.now()}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('office workspace', () => {
  it('is not for inventors: /office/tickets is the not-found page and remote-office is never downloaded (nor remote-review, for one who reviews nothing)', async () => {
    const tracked = await newPage(browser);
    const { page, context } = tracked;
    const officeRequests: string[] = [];
    const reviewRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('remote-office')) officeRequests.push(request.url());
      if (request.url().includes('remote-review')) reviewRequests.push(request.url());
    });
    try {
      await page.goto(`${baseUrl()}/login`);
      await page.getByLabel('Email').fill(inventor.email);
      await page.getByLabel('Password', { exact: true }).fill(inventor.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/dashboard');
      await page.goto(`${baseUrl()}/office/tickets`);
      await page.getByText('Page not found').waitFor();
      expect(officeRequests).toEqual([]);
      await page.goto(`${baseUrl()}/reviews`);
      await page.getByText('Page not found').waitFor();
      expect(reviewRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signs in with the code, asks the inventors for more information, and the inventor is told', async () => {
    const officeSide = await newPage(browser, { width: 1440, height: 900 });
    const inventorSide = await newPage(browser);
    try {
      // The office colleague: password, then the authenticator's code.
      const { page } = officeSide;
      await page.goto(`${baseUrl()}/login`);
      await page.getByLabel('Email').fill(office.email);
      await page.getByLabel('Password', { exact: true }).fill(office.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('textbox', { name: /Two-factor code/ }).fill(await freshCode(office));
      await page.getByRole('button', { name: 'Verify' }).click();
      // Office staff land on their dashboard, and go on to the review queue from the sidebar.
      await page.waitForURL('**/office');
      await waitForTitle(page, 'Office dashboard | Inventor Portal');
      await page.getByRole('heading', { name: 'Oldest pending tickets' }).waitFor();
      await screenshot(page, 'office-dashboard');
      await page.getByRole('link', { name: 'Review queue', exact: true }).click();
      await page.waitForURL('**/office/tickets');
      await waitForTitle(page, 'Review queue | Inventor Portal');
      await page
        .getByRole('link', { name: ticket.title })
        .or(page.getByText(ticket.title))
        .first()
        .waitFor();
      await screenshot(page, 'office-review-queue');

      await page.goto(`${baseUrl()}/office/tickets/${ticket.id}`);
      await page.getByRole('heading', { name: ticket.title }).waitFor();
      await page
        .getByRole('combobox', { name: /Status/ })
        .selectOption({ label: 'Needs more information' });
      // The message is required for this decision.
      await page.getByRole('button', { name: 'Save decision' }).click();
      await page.getByText('Say what information is needed.').first().waitFor();
      await page
        .getByRole('textbox', { name: /Message to the inventors/ })
        .fill('Please add the corrosion test results.');
      await page.getByRole('button', { name: 'Save decision' }).click();
      await page.getByText('Decision saved. The inventors have been notified.').waitFor();
      await page.getByText('Please add the corrosion test results.').first().waitFor();
      await screenshot(page, 'office-ticket-review');

      // The inventor, in another browser, hears of it and is offered to edit and resubmit.
      const other = inventorSide.page;
      await other.goto(`${baseUrl()}/login`);
      await other.getByLabel('Email').fill(inventor.email);
      await other.getByLabel('Password', { exact: true }).fill(inventor.password);
      await other.getByRole('button', { name: 'Login' }).click();
      await other.waitForURL('**/dashboard');
      await other.getByRole('button', { name: /^Notifications/ }).click();
      await other.getByText(`Your ticket '${ticket.title}' needs more information`).waitFor();
      await other.keyboard.press('Escape');
      await other.goto(`${baseUrl()}/tickets/${ticket.id}`);
      await other.getByText('The office needs more information').waitFor();
      await other
        .getByRole('link', { name: 'Edit and resubmit' })
        .or(other.getByRole('button', { name: 'Edit and resubmit' }))
        .first()
        .waitFor();
      expect(unexpectedErrors(officeSide.errors)).toEqual([]);
      expect(unexpectedErrors(inventorSide.errors)).toEqual([]);
    } finally {
      await officeSide.context.close();
      await inventorSide.context.close();
    }
  });
});
