import {
  allTickets,
  apiGet,
  inventorLabel,
  type ApiInventorSummary,
  type ApiTicket,
} from '../src/api';
import { baseUrl, screenshot, waitForTitle } from '../src/browser';
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
import ticketListColumns from '../src/ticket-list-columns.json';

const HERO =
  'All your innovation tickets in one place. Track, manage, and create new tickets with ease.';
/** Spec §2 "Tickets list": every column, in the table's (and the export's) order. */
const ALL_COLUMNS: string[] = ticketListColumns;

const { signIn } = useBrowserSuite();

/** Signs in as the demo user, opens /tickets and waits for every ticket row. */
async function openTicketsList(): Promise<{ s: Session; tickets: ApiTicket[] }> {
  const s = await signIn();
  const { results: tickets, count } = await allTickets(s.page);
  expect(tickets).toHaveLength(count);
  await s.page.goto(`${baseUrl()}/tickets`);
  await waitForRowCount(dataTable(s.page, 'Tickets'), tickets.length);
  return { s, tickets };
}

/** The search box of the table (MRT debounces it; the rows are awaited by the caller). */
const searchFor = async (s: Session, text: string) => {
  await s.page.getByRole('textbox', { name: 'Search by title or inventor...' }).fill(text);
};

const titlesShown = (s: Session) => columnTexts(dataTable(s.page, 'Tickets'), 'Title');
const withoutDraftBadge = (title: string) => title.replace(/\s*Draft$/, '');

test('the tickets list shows its title, hero and stat cards that match the list', async () => {
  const { s, tickets } = await openTicketsList();
  const { page } = s;
  await waitForTitle(page, 'Tickets | Inventor Portal');
  await page.getByRole('heading', { name: 'Tickets', level: 1 }).waitFor();
  await page.getByText(HERO, { exact: true }).waitFor();
  const createLink = page
    .getByRole('main')
    .getByRole('link', { name: 'Create Ticket', exact: true });
  expect(await createLink.getAttribute('href')).toBe('/tickets/create');

  const statusCount = (status: string) => tickets.filter((t) => t.status === status).length;
  const expected = {
    'Total Tickets': tickets.length,
    Pending: statusCount('pending'),
    Approved: statusCount('approved'),
    Refused: statusCount('refused'),
  };
  expect(tickets.length).toBeGreaterThanOrEqual(25);
  for (const [label, value] of Object.entries(expected)) {
    const card = page.getByRole('region', { name: label, exact: true });
    const lines = async () =>
      (await card.innerText())
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
    await eventually(async () => expect(await lines()).toEqual([label, String(value)]));
  }
  expect(await bodyRows(dataTable(page, 'Tickets')).count()).toBe(expected['Total Tickets']);
  expect(await columnHeaders(dataTable(page, 'Tickets'))).toEqual(ALL_COLUMNS);
  await screenshot(page, 'tickets-list');
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('the search filters rows by title, case-insensitively, and clearing it brings every row back', async () => {
  const { s, tickets } = await openTicketsList();
  const table = dataTable(s.page, 'Tickets');
  const expected = tickets
    .filter((t) => t.title.toLowerCase().includes('spirometer'))
    .map((t) => t.title);
  expect(expected.length).toBeGreaterThan(0);

  await searchFor(s, 'SPIROMETER');
  await waitForRowCount(table, expected.length);
  expect((await titlesShown(s)).map(withoutDraftBadge)).toEqual(expected);

  await searchFor(s, 'no ticket is called like this');
  await table.getByText('No tickets found.', { exact: true }).waitFor();

  await searchFor(s, '');
  await waitForRowCount(table, tickets.length);
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('a hidden column is left out of the exports: filtered rows go to tickets.csv, selected rows to tickets.xlsx', async () => {
  const { s, tickets } = await openTicketsList();
  const { page } = s;
  const table = dataTable(page, 'Tickets');
  // Inventor names come from one lookup per person: the export must carry names, not ids.
  await table.getByRole('img', { name: 'Amina El Idrissi' }).first().waitFor();

  await hideColumn(page, 'Summary');
  const visible = ALL_COLUMNS.filter((c) => c !== 'Summary');
  expect(await columnHeaders(table)).toEqual(visible);

  const filtered = tickets.filter((t) => t.title.toLowerCase().includes('solar'));
  expect(filtered.length).toBeGreaterThan(1);
  await searchFor(s, 'Solar');
  await waitForRowCount(table, filtered.length);

  // After the visible columns, one per question of the questionnaire published now (API.md
  // Part 3), under its English label: the demo's, or another file's on this server.
  const form = await apiGet<{ sections: Array<{ questions: Array<{ label: { en: string } }> }> }>(
    page,
    '/api/inventors/form/',
  );
  const exported = [
    ...visible,
    ...form.sections.flatMap((section) => section.questions.map((q) => q.label.en)),
  ];
  const csv = await captureDownload(page, () => chooseExport(page, 'CSV'));
  expect(csv.fileName).toBe('tickets.csv');
  const { rows, allQuoted } = parseCsv(csv.body.toString('utf8'));
  expect(allQuoted).toBe(true);
  expect(rows[0]).toEqual(exported);
  expect(rows.slice(1).map((r) => r[columnIndex(rows, 'Title')])).toEqual(
    filtered.map((t) => t.title),
  );

  const people = new Map<number, string>();
  for (const id of new Set(filtered.flatMap((t) => t.inventors))) {
    people.set(
      id,
      inventorLabel(await apiGet<ApiInventorSummary>(page, `/api/inventors/inventor/${id}`)),
    );
  }
  filtered.forEach((ticket, i) => {
    const row = rows[i + 1];
    expect(row[columnIndex(rows, 'Inventors')]).toBe(
      ticket.inventors.map((id) => people.get(id)).join('; '),
    );
    expect(row[columnIndex(rows, 'Co-Applications')]).toBe(ticket.co_applications.join('; '));
  });

  const chosen = filtered[filtered.length - 1];
  const chosenRow = bodyRows(table).filter({ hasText: chosen.title });
  await chosenRow.getByRole('checkbox', { name: 'Toggle select row' }).check();
  const xlsx = await captureDownload(page, () => chooseExport(page, 'Excel'));
  expect(xlsx.fileName).toBe('tickets.xlsx');
  const book = readXlsx(xlsx.body, 'Tickets');
  expect(book.sheetNames).toEqual(['Tickets']);
  expect(book.rows[0]).toEqual(exported);
  expect(book.rows.slice(1).map((r) => r[columnIndex(book.rows, 'Title')])).toEqual([chosen.title]);
  await screenshot(page, 'tickets-list-filtered-selected');
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});

test('clicking a row opens that ticket', async () => {
  const { s, tickets } = await openTicketsList();
  const { page } = s;
  const target = tickets[2];
  await bodyRows(dataTable(page, 'Tickets'))
    .filter({ hasText: target.title })
    .getByText(target.title, { exact: true })
    .click();
  await page.waitForURL(`**/tickets/${target.id}`);
  await page.getByRole('heading', { name: target.title, level: 1 }).waitFor();
  await screenshot(page, 'ticket-detail');
  expect(unexpectedConsoleErrors(s)).toEqual([]);
});
