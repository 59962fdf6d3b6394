import { allPatents, inventorLabel, type ApiPatentListItem } from '../src/api';
import { baseUrl, screenshot } from '../src/browser';
import {
  bodyRows,
  chooseExport,
  columnHeaders,
  columnTexts,
  dataTable,
  hideColumn,
  waitForRowCount,
} from '../src/data-table';
import { captureDownload, columnIndex, parseCsv, readXlsx } from '../src/downloads';
import { eventually } from '../src/eventually';
import { unexpectedConsoleErrors, type Session } from '../src/session';
import { useBrowserSuite } from '../src/suite';

const ALL_COLUMNS = [
  'Title',
  'Inventors',
  'Deposit Number',
  'Deposit Document',
  'Deposit Date',
  'Research Report Document',
  'Research Report Result',
  'Research Report Date',
  'Delivery Document',
  'Delivery Date',
  'Status',
  'TRL Level',
  'CRL Level',
  'Abstract',
  'Contract Type',
  'Sector',
  'Nature',
  'Schemas',
  'Affiliation',
];

const { signIn } = useBrowserSuite();

async function openTable(): Promise<{ s: Session; patents: ApiPatentListItem[] }> {
  const s = await signIn();
  const { results: patents, count } = await allPatents(s.page);
  expect(patents).toHaveLength(count);
  await s.page.goto(`${baseUrl()}/patents?view=table`);
  await waitForRowCount(dataTable(s.page, 'Patents'), patents.length);
  return { s, patents };
}

test('switching to Table keeps view=table in the URL, and browser back returns to the cards', async () => {
  const s = await signIn();
  const { page } = s;
  const { count } = await allPatents(page);
  await page.goto(`${baseUrl()}/patents`);
  await page.getByText('Page 1 of 3', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('view') === 'table');
  const table = dataTable(page, 'Patents');
  await waitForRowCount(table, count);
  expect(await columnHeaders(table)).toEqual(ALL_COLUMNS);
  expect(
    await page.getByRole('button', { name: 'Table', exact: true }).getAttribute('aria-pressed'),
  ).toBe('true');
  await screenshot(page, 'patents-table');

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/patents' && !url.searchParams.has('view'));
  await page.getByText('Page 1 of 3', { exact: true }).waitFor();
  expect(await table.count()).toBe(0);
  expect(
    await page.getByRole('button', { name: 'Cards', exact: true }).getAttribute('aria-pressed'),
  ).toBe('true');
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('a click on the Deposit Date header sorts ascending, a second click descending', async () => {
  const { s, patents } = await openTable();
  const table = dataTable(s.page, 'Patents');
  const dateOf = new Map(patents.map((p) => [p.title, p.deposit_date ?? '']));
  const dates = [...dateOf.values()].sort();
  const shownDates = async () =>
    (await columnTexts(table, 'Title')).map((title) => dateOf.get(title));
  const header = table
    .getByRole('columnheader', { name: /^Deposit Date/ })
    .getByText('Deposit Date', { exact: true });

  await header.click();
  await eventually(async () => expect(await shownDates()).toEqual(dates));
  await screenshot(s.page, 'patents-table-sorted-asc');
  await header.click();
  await eventually(async () => expect(await shownDates()).toEqual([...dates].reverse()));
  expect(await bodyRows(table).count()).toBe(patents.length);
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('a column hidden in the chooser is left out of patents.csv and patents.xlsx (sheet Patents)', async () => {
  const { s, patents } = await openTable();
  const { page } = s;
  const table = dataTable(page, 'Patents');
  await hideColumn(page, 'Abstract');
  const visible = ALL_COLUMNS.filter((c) => c !== 'Abstract');
  expect(await columnHeaders(table)).toEqual(visible);

  const csv = await captureDownload(page, () => chooseExport(page, 'CSV'));
  expect(csv.fileName).toBe('patents.csv');
  const { rows, allQuoted } = parseCsv(csv.body.toString('utf8'));
  expect(allQuoted).toBe(true);
  expect(rows[0]).toEqual(visible);
  expect(rows.slice(1).map((r) => r[columnIndex(rows, 'Title')])).toEqual(
    patents.map((p) => p.title),
  );
  patents.forEach((patent, i) => {
    expect(rows[i + 1][columnIndex(rows, 'Inventors')]).toBe(
      patent.inventors.map(inventorLabel).join('; '),
    );
    expect(rows[i + 1][columnIndex(rows, 'Schemas')]).toBe(patent.schemas.join('; '));
  });

  const xlsx = await captureDownload(page, () => chooseExport(page, 'Excel'));
  expect(xlsx.fileName).toBe('patents.xlsx');
  const book = readXlsx(xlsx.body, 'Patents');
  expect(book.sheetNames).toEqual(['Patents']);
  expect(book.rows[0]).toEqual(visible);
  expect(book.rows.slice(1).map((r) => r[0])).toEqual(patents.map((p) => p.title));
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});
