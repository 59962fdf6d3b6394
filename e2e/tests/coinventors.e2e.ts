import { apiGet, inventorLabel, type ApiInventorSummary, type Paged } from '../src/api';
import { baseUrl, screenshot, waitForTitle } from '../src/browser';
import { eventually } from '../src/eventually';
import { unexpectedConsoleErrors, type Session } from '../src/session';
import { useBrowserSuite } from '../src/suite';

const { signIn } = useBrowserSuite();

const cardNames = (s: Session) =>
  s.page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
const coInventorsPage = (s: Session, page: number) =>
  apiGet<Paged<ApiInventorSummary>>(
    s.page,
    `/api/inventors/inventor/co-inventors?page=${page}&page_size=12`,
  );

test('the co-inventors screen shows the total, 12 cards a page, and pages with Next', async () => {
  const s = await signIn();
  const { page } = s;
  await page.goto(`${baseUrl()}/coinventors`);
  await page.getByText('Page 1 of 3', { exact: true }).waitFor();
  await waitForTitle(page, 'CoInventors | Inventor Portal');

  const first = await coInventorsPage(s, 1);
  expect(first.count).toBe(32);
  await page.getByText('32 Co-Inventors', { exact: true }).waitFor();
  await eventually(async () =>
    expect(await cardNames(s)).toEqual(first.results.map(inventorLabel)),
  );
  expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
  await screenshot(page, 'coinventors');

  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByText('Page 2 of 3', { exact: true }).waitFor();
  const second = await coInventorsPage(s, 2);
  await eventually(async () =>
    expect(await cardNames(s)).toEqual(second.results.map(inventorLabel)),
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByText('Page 3 of 3', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
  await eventually(async () => expect(await cardNames(s)).toHaveLength(32 - 24));
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});
