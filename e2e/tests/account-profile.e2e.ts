import { inventorInitials, inventorOwnName } from '@inventor-portal/shared/schemas';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  consoleProblems,
  headerAvatar,
  newAccountPage,
  type AccountPage,
} from '../src/account-page';
import { apiGet, type Paged } from '../src/api';
import { launchBrowser, login, screenshot, waitForTitle } from '../src/browser';
import { columnHeaders, columnTexts, dataTable, waitForRowCount } from '../src/data-table';
import { eventually } from '../src/eventually';

interface Me {
  email: string;
  inventor: { preferred_name: string; affiliation: string | null; image: string | null };
}
interface PatentRow {
  title: string;
  sector: string | null;
  status: string | null;
}
interface CoInventor {
  id: number;
  preferred_name: string | null;
  full_name: string | null;
  affiliation: string | null;
}

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

/**
 * The section card under the h2 `title` (not the summary's counter region of the same name: the
 * card is no landmark, so the page has one region per name).
 */
const sectionCard = (page: Page, title: string): Locator =>
  page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

const counterLines = async (summary: Locator, label: string): Promise<string[]> =>
  (await summary.getByRole('region', { name: label, exact: true }).innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const capitalised = (status: string | null): string =>
  status ? status[0].toUpperCase() + status.slice(1) : '';

describe('profile (demo user, read only)', () => {
  it('shows who the inventor is, the counters, the first patents and the co-inventors, with View all links', async () => {
    const tracked = await newAccountPage(browser);
    open.push(tracked);
    const { page } = tracked;
    await login(page);
    const me = await apiGet<Me>(page, '/api/accounts/me/');
    const patents = await apiGet<Paged<PatentRow>>(
      page,
      '/api/inventors/patents?page=1&page_size=10',
    );
    const coInventors = await apiGet<Paged<CoInventor>>(
      page,
      '/api/inventors/inventor/co-inventors?page=1&page_size=10',
    );
    expect(patents.results.length).toBeGreaterThan(0);
    expect(coInventors.results.length).toBeGreaterThan(0);

    // The header avatar links to the profile.
    await headerAvatar(page).click();
    await page.waitForURL('**/profile');
    await waitForTitle(page, 'Profile | Inventor Portal');

    const summary = page.getByRole('region', { name: 'Profile summary' });
    await summary
      .getByRole('heading', { level: 1, name: me.inventor.preferred_name, exact: true })
      .waitFor();
    await summary.getByText(me.inventor.affiliation ?? 'Affiliation', { exact: true }).waitFor();
    await summary.getByText(me.email, { exact: true }).waitFor();
    // The demo inventor has a photo: the avatar is that image, loaded.
    expect(me.inventor.image).toBeTruthy();
    const photo = summary.getByRole('img', { name: me.inventor.preferred_name, exact: true });
    await eventually(async () =>
      expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
        0,
      ),
    );

    await eventually(async () => {
      expect(await counterLines(summary, 'Patents')).toEqual(['Patents', String(patents.count)]);
      expect(await counterLines(summary, 'Coinventors')).toEqual([
        'Coinventors',
        String(coInventors.count),
      ]);
    });

    const table = dataTable(page, 'Patents');
    await waitForRowCount(table, patents.results.length);
    expect(await columnHeaders(table)).toEqual(['Title', 'Sector', 'Status']);
    expect(await columnTexts(table, 'Title')).toEqual(patents.results.map((p) => p.title));
    expect(await columnTexts(table, 'Sector')).toEqual(patents.results.map((p) => p.sector ?? ''));
    expect(await columnTexts(table, 'Status')).toEqual(
      patents.results.map((p) => capitalised(p.status)),
    );

    const cards = page.getByRole('list', { name: 'Co-Inventors' }).getByRole('listitem');
    await eventually(async () => expect(await cards.count()).toBe(coInventors.results.length));
    const cardTexts = await cards.evaluateAll((items) =>
      items.map((li) =>
        (li as HTMLElement).innerText
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      ),
    );
    const expected = coInventors.results.map((person) => {
      const name = inventorOwnName(person);
      return [inventorInitials(name), name, person.affiliation?.trim() || 'No affiliation'];
    });
    expect(cardTexts).toEqual(expected);
    await screenshot(page, 'account-profile');

    const patentsViewAll = sectionCard(page, 'Patents').getByRole('link', { name: 'View all' });
    expect(await patentsViewAll.getAttribute('href')).toBe('/patents');
    await patentsViewAll.click();
    await page.waitForURL('**/patents');
    await waitForTitle(page, 'Patents | Inventor Portal');

    await page.goBack();
    await waitForTitle(page, 'Profile | Inventor Portal');
    const coInventorsViewAll = sectionCard(page, 'Co-Inventors').getByRole('link', {
      name: 'View all',
    });
    expect(await coInventorsViewAll.getAttribute('href')).toBe('/coinventors');
    await coInventorsViewAll.click();
    await page.waitForURL('**/coinventors');
    await waitForTitle(page, 'CoInventors | Inventor Portal');
    expect(consoleProblems(tracked)).toEqual([]);
  });
});
