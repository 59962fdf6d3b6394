import type { Browser, BrowserContext, Page } from 'playwright-core';
import { allPatents, allTickets } from '../src/api';
import { blockingViolations, describeFindings, newAxeContext } from '../src/axe';
import { baseUrl, launchBrowser, login, waitForTitle } from '../src/browser';
import { bodyRows, dataTable } from '../src/data-table';
import { eventually } from '../src/eventually';

/**
 * axe-core on every screen of the spec once its data has loaded: no serious or critical
 * violation. The contexts bypass CSP (see newAxeContext) so axe can be injected inline.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

async function open(signedIn: boolean): Promise<Page> {
  context = await newAxeContext(browser);
  page = await context.newPage();
  if (signedIn) await login(page);
  return page;
}

async function expectNoBlockingViolations(screen: string): Promise<void> {
  const findings = describeFindings(await blockingViolations(page));
  expect({ screen, findings }).toEqual({ screen, findings: [] });
}

/** Waits until the table's skeleton rows are gone and at least one data row shows. */
async function waitForRows(name: string): Promise<void> {
  const table = dataTable(page, name);
  await eventually(async () => {
    const busy = await table.locator('tbody[aria-busy="true"]').count();
    const rows = await bodyRows(table).count();
    if (busy > 0 || rows === 0) throw new Error(`table '${name}' still loading`);
  });
}

describe('signed-out screens pass axe', () => {
  it('/login', async () => {
    await open(false);
    await page.goto(`${baseUrl()}/login`);
    await waitForTitle(page, 'Login | Inventor Portal');
    await page.getByRole('heading', { name: 'Inventor Login' }).waitFor();
    await expectNoBlockingViolations('/login');
  });

  it('/forgot-password', async () => {
    await open(false);
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await expectNoBlockingViolations('/forgot-password');
  });

  it('/reset-password/MQ/x', async () => {
    await open(false);
    await page.goto(`${baseUrl()}/reset-password/MQ/x`);
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    await expectNoBlockingViolations('/reset-password');
  });

  it('/create-account', async () => {
    await open(false);
    await page.goto(`${baseUrl()}/create-account`);
    await waitForTitle(page, 'Create Account | Inventor Portal');
    await page
      .getByRole('form', { name: 'Create account' })
      .getByRole('combobox', { name: 'Affiliation' })
      .waitFor();
    await expectNoBlockingViolations('/create-account');
  });
});

describe('signed-in screens pass axe (demo user)', () => {
  it('/dashboard, also with the notification dropdown open', async () => {
    await open(true);
    await waitForTitle(page, 'Dashboard | Inventor Portal');
    await page.getByText('Recent Activities').waitFor();
    await page.getByText(/ ago$/).first().waitFor();
    await page
      .getByText(/^(Pending|Approved|Refused)$/)
      .first()
      .waitFor();
    await expectNoBlockingViolations('/dashboard');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page
      .getByRole('menu', { name: 'Notifications' })
      .or(page.getByRole('dialog', { name: 'Notifications' }));
    await menu.getByText(/^Page 1 of \d+$/).waitFor();
    await page.waitForTimeout(400); // the popover's fade-in: axe reads colours mid-transition otherwise
    await expectNoBlockingViolations('/dashboard (notifications open)');
  });

  it('/tickets', async () => {
    await open(true);
    await page.goto(`${baseUrl()}/tickets`);
    await waitForTitle(page, 'Tickets | Inventor Portal');
    await waitForRows('Tickets');
    await expectNoBlockingViolations('/tickets');
  });

  it('/tickets/create', async () => {
    await open(true);
    await page.goto(`${baseUrl()}/tickets/create`);
    await waitForTitle(page, 'Create Ticket | Inventor Portal');
    await page.getByRole('button', { name: 'Submit Ticket', exact: true }).waitFor();
    await expectNoBlockingViolations('/tickets/create');
  });

  it('/tickets/{id}', async () => {
    await open(true);
    const [ticket] = (await allTickets(page)).results;
    await page.goto(`${baseUrl()}/tickets/${ticket.id}`);
    await page.getByRole('heading', { name: ticket.title, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Summary' }).waitFor();
    await expectNoBlockingViolations(`/tickets/${ticket.id}`);
  });

  it('/patents (cards)', async () => {
    await open(true);
    await page.goto(`${baseUrl()}/patents`);
    await waitForTitle(page, 'Patents | Inventor Portal');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page.getByRole('article').first().waitFor();
    await expectNoBlockingViolations('/patents');
  });

  it('/patents?view=table', async () => {
    await open(true);
    await page.goto(`${baseUrl()}/patents?view=table`);
    await waitForTitle(page, 'Patents | Inventor Portal');
    await waitForRows('Patents');
    await expectNoBlockingViolations('/patents?view=table');
  });

  it('/patents/{id}', async () => {
    await open(true);
    const [patent] = (await allPatents(page)).results;
    await page.goto(`${baseUrl()}/patents/${patent.id}`);
    await page.getByRole('heading', { name: patent.title, level: 1 }).waitFor();
    await waitForTitle(page, `${patent.title} | Inventor Portal`);
    await expectNoBlockingViolations(`/patents/${patent.id}`);
  });

  it('/coinventors', async () => {
    await open(true);
    await page.goto(`${baseUrl()}/coinventors`);
    await waitForTitle(page, 'CoInventors | Inventor Portal');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await expectNoBlockingViolations('/coinventors');
  });

  it('/profile', async () => {
    await open(true);
    await page.goto(`${baseUrl()}/profile`);
    await waitForTitle(page, 'Profile | Inventor Portal');
    await waitForRows('Patents');
    await eventually(async () =>
      expect(await page.getByText('Loading...', { exact: true }).count()).toBe(0),
    );
    await expectNoBlockingViolations('/profile');
  });

  it('/settings', async () => {
    await open(true);
    await page.goto(`${baseUrl()}/settings`);
    await waitForTitle(page, 'Settings | Inventor Portal');
    await page.getByRole('heading', { name: 'General', exact: true }).waitFor();
    await eventually(async () =>
      expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).not.toBe(''),
    );
    await expectNoBlockingViolations('/settings');
  });
});
