import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read, utils } from 'xlsx';
import { captureDownloads } from '@shared/test-utils/capture-download';
import { parseQuotedCsv } from '@shared/test-utils/parse-csv';
import { renderWithTheme } from '@shared/test-utils/render';
import { DataTable, preloadDataTable, type DataTableColumn } from '../data-table';

// The table implementation is a lazy chunk; loaded first, every render below is synchronous.
beforeAll(() => preloadDataTable(), 30_000);

interface Ticket {
  id: number;
  title: string;
  status: string;
  inventors: { name: string }[];
}

const tickets: Ticket[] = [
  {
    id: 1,
    title: 'Solar sail',
    status: 'pending',
    inventors: [{ name: 'Ada' }, { name: 'Grace' }],
  },
  { id: 2, title: 'Wind "turbine"', status: 'approved', inventors: [{ name: 'Alan' }] },
  { id: 3, title: 'Solar roof', status: 'refused', inventors: [] },
];

const columns: DataTableColumn<Ticket>[] = [
  { id: 'title', header: 'Title' },
  { id: 'status', header: 'Status' },
  { id: 'inventors', header: 'Inventors', accessor: (t) => t.inventors.map((i) => i.name) },
];

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  capture = captureDownloads();
});
afterEach(() => capture.restore());

function renderTable() {
  renderWithTheme(
    <DataTable
      columns={columns}
      data={tickets}
      enableRowSelection
      enableSearch
      enableColumnChooser
      exportOptions={{ fileName: 'tickets', sheetName: 'Tickets' }}
    />,
  );
}

async function exportAs(item: 'CSV' | 'Excel') {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(capture.downloads).toHaveLength(1));
  return capture.downloads[0];
}

const csvOf = async (item: 'CSV' | 'Excel' = 'CSV') =>
  parseQuotedCsv(await (await exportAs(item)).blob.text());

describe('DataTable export', () => {
  it('exports every row as tickets.csv, lists joined with "; "', async () => {
    renderTable();
    const file = await exportAs('CSV');
    expect(file.fileName).toBe('tickets.csv');
    expect(parseQuotedCsv(await file.blob.text())).toEqual([
      ['Title', 'Status', 'Inventors'],
      ['Solar sail', 'pending', 'Ada; Grace'],
      ['Wind "turbine"', 'approved', 'Alan'],
      ['Solar roof', 'refused', ''],
    ]);
  });

  it('exports only the searched rows when none is selected', async () => {
    renderTable();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'solar');
    await waitFor(() => expect(screen.queryByText('Wind "turbine"')).not.toBeInTheDocument());
    expect((await csvOf()).map((r) => r[0])).toEqual(['Title', 'Solar sail', 'Solar roof']);
  });

  it('exports only the selected rows when some are selected', async () => {
    renderTable();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'solar');
    await waitFor(() => expect(screen.queryByText('Wind "turbine"')).not.toBeInTheDocument());
    const row = screen.getByText('Solar roof').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect((await csvOf()).map((r) => r[0])).toEqual(['Title', 'Solar roof']);
  });

  it('leaves hidden columns out', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('Status'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect((await csvOf())[0]).toEqual(['Title', 'Inventors']);
  });

  it('uses a per-column export value when given', async () => {
    renderWithTheme(
      <DataTable
        columns={columns}
        data={tickets.slice(0, 1)}
        exportOptions={{
          fileName: 'tickets',
          sheetName: 'Tickets',
          toExportValue: { status: (t) => t.status.toUpperCase() },
        }}
      />,
    );
    expect((await csvOf())[1]).toEqual(['Solar sail', 'PENDING', 'Ada; Grace']);
  });

  it('exports tickets.xlsx with the sheet name and cells', async () => {
    renderTable();
    const file = await exportAs('Excel');
    expect(file.fileName).toBe('tickets.xlsx');
    const book = read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Tickets']);
    expect(utils.sheet_to_json(book.Sheets.Tickets, { header: 1, defval: '' })).toEqual([
      ['Title', 'Status', 'Inventors'],
      ['Solar sail', 'pending', 'Ada; Grace'],
      ['Wind "turbine"', 'approved', 'Alan'],
      ['Solar roof', 'refused', ''],
    ]);
  });
});
