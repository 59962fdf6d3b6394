import type { Page } from 'playwright-core';
import { baseUrl, waitForTitle } from '../browser';
import { columnHeaders, dataTable } from '../data-table';
import { eventually } from '../eventually';
import ticketListColumns from '../ticket-list-columns.json';

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Every `text` shows, exactly as the spec writes it. */
async function expectTexts(page: Page, texts: readonly string[]): Promise<void> {
  for (const text of texts) await page.getByText(text, { exact: true }).first().waitFor();
}

/**
 * After switching back from French on /settings: Settings, then the dashboard and the tickets
 * list (reloaded: the account keeps English) show the spec's English, word for word.
 */
export async function expectSpecEnglish(page: Page): Promise<void> {
  await waitForTitle(page, 'Settings | Inventor Portal');
  expect(await lang(page)).toBe('en');
  await page.getByRole('heading', { name: 'General', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Save Changes', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Save Password', exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).waitFor();
  await expectTexts(page, [
    'This email will be used for notifications and communications',
    "Choose the type of organization you're affiliated with",
  ]);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Dashboard', 'Tickets', 'Patents', 'CoInventors'])
    await nav.getByRole('link', { name, exact: true }).waitFor();

  await page.goto(`${baseUrl()}/dashboard`);
  await waitForTitle(page, 'Dashboard | Inventor Portal');
  expect(await lang(page)).toBe('en');
  await expectTexts(page, ['Recent Activities', 'Your recent patent ticket submissions']);
  await page.getByRole('link', { name: 'Submit Your Patent', exact: true }).waitFor();
  await page.getByText(/ ago$/).first().waitFor();

  await page.goto(`${baseUrl()}/tickets`);
  await waitForTitle(page, 'Tickets | Inventor Portal');
  await expectTexts(page, [
    'All your innovation tickets in one place. Track, manage, and create new tickets with ease.',
    'Total Tickets',
  ]);
  const table = dataTable(page, 'Tickets');
  await eventually(async () => expect(await columnHeaders(table)).toEqual(ticketListColumns));
}
