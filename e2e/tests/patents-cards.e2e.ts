import { apiGet, inventorLabel, type ApiPatentListItem, type Paged } from '../src/api';
import { baseUrl, screenshot, waitForTitle } from '../src/browser';
import { captureDownload, columnIndex, parseCsv, readXlsx } from '../src/downloads';
import { eventually } from '../src/eventually';
import { unexpectedConsoleErrors, type Session } from '../src/session';
import { useBrowserSuite } from '../src/suite';

const CARD_EXPORT_HEADERS = [
  'Title',
  'Affiliation',
  'Status',
  'Deposit Date',
  'Deposit Number',
  'Sector',
  'Contract Type',
  'Nature',
  'Research Report Result',
  'Inventors',
];

const { signIn } = useBrowserSuite();

/** Titles of the patent cards on screen, in order. */
const cardTitles = (s: Session) =>
  s.page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
const patentsPage = (s: Session, page: number) =>
  apiGet<Paged<ApiPatentListItem>>(s.page, `/api/inventors/patents?page=${page}&page_size=12`);
const search = (s: Session) =>
  s.page.getByRole('searchbox', { name: 'Search by title or inventor...' });

async function openCards(): Promise<Session> {
  const s = await signIn();
  await s.page.goto(`${baseUrl()}/patents`);
  await s.page.getByText('Page 1 of 3', { exact: true }).waitFor();
  return s;
}

test('the patents list opens on cards, 12 per page, and pages with Next and Previous', async () => {
  const s = await openCards();
  const { page } = s;
  await waitForTitle(page, 'Patents | Inventor Portal');
  expect(new URL(page.url()).search).toBe('');
  expect(
    await page.getByRole('button', { name: 'Cards', exact: true }).getAttribute('aria-pressed'),
  ).toBe('true');
  expect(
    await page.getByRole('main').getByRole('link', { name: 'Create Patent' }).getAttribute('href'),
  ).toBe('/tickets/create');

  const first = await patentsPage(s, 1);
  expect(first.count).toBe(30);
  await eventually(async () =>
    expect(await cardTitles(s)).toEqual(first.results.map((p) => p.title)),
  );
  expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
  await screenshot(page, 'patents-cards');

  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByText('Page 2 of 3', { exact: true }).waitFor();
  const second = await patentsPage(s, 2);
  await eventually(async () =>
    expect(await cardTitles(s)).toEqual(second.results.map((p) => p.title)),
  );
  await page.getByRole('button', { name: 'Previous page' }).click();
  await page.getByText('Page 1 of 3', { exact: true }).waitFor();
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('the search finds a patent from another page; no match shows No patents found and Clear search resets', async () => {
  const s = await openCards();
  const { page } = s;
  const firstTitles = (await patentsPage(s, 1)).results.map((p) => p.title);
  const target = (await patentsPage(s, 3)).results[0];
  expect(firstTitles).not.toContain(target.title);

  await search(s).fill(target.title);
  await page.getByRole('article', { name: target.title, exact: true }).waitFor();
  await eventually(async () => {
    const shown = await cardTitles(s);
    expect(shown).toContain(target.title);
    for (const title of shown) expect(title.toLowerCase()).toContain(target.title.toLowerCase());
  });
  await page.getByText('Page 1 of 1', { exact: true }).waitFor();
  await screenshot(page, 'patents-cards-search');

  await search(s).fill('zz no patent has this title zz');
  await page.getByText('No patents found', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'View as table' }).isVisible()).toBe(true);
  await screenshot(page, 'patents-cards-empty');
  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  expect(await search(s).inputValue()).toBe('');
  await page.getByText('Page 1 of 3', { exact: true }).waitFor();
  await eventually(async () => expect(await cardTitles(s)).toEqual(firstTitles));
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('Export CSV and Export Excel download the cards of the page as patents_cards.csv / .xlsx', async () => {
  const s = await openCards();
  const { page } = s;
  const first = (await patentsPage(s, 1)).results;
  await eventually(async () => expect(await cardTitles(s)).toHaveLength(12));

  const csv = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(csv.fileName).toBe('patents_cards.csv');
  const { rows, allQuoted } = parseCsv(csv.body.toString('utf8'));
  expect(allQuoted).toBe(true);
  expect(rows[0]).toEqual(CARD_EXPORT_HEADERS);
  expect(rows.slice(1).map((r) => r[columnIndex(rows, 'Title')])).toEqual(
    first.map((p) => p.title),
  );
  first.forEach((patent, i) => {
    expect(rows[i + 1][columnIndex(rows, 'Inventors')]).toBe(
      patent.inventors.map(inventorLabel).join('; '),
    );
    expect(rows[i + 1][columnIndex(rows, 'Deposit Number')]).toBe(
      (patent as ApiPatentListItem & { deposit_number: string }).deposit_number,
    );
  });

  const xlsx = await captureDownload(page, () =>
    page.getByRole('button', { name: 'Export Excel' }).click(),
  );
  expect(xlsx.fileName).toBe('patents_cards.xlsx');
  const book = readXlsx(xlsx.body, 'Patents');
  expect(book.sheetNames).toEqual(['Patents']);
  expect(book.rows[0]).toEqual(CARD_EXPORT_HEADERS);
  expect(book.rows.slice(1).map((r) => r[0])).toEqual(first.map((p) => p.title));
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});
