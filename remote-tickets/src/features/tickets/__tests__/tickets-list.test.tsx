import { http, HttpResponse, delay } from 'msw';
import { read, utils } from 'xlsx';
import { screen, waitFor, within } from '@testing-library/react';
import { makeInventor, makeTicket, paged } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-tickets/test/server';

startMsw(server);
jest.setTimeout(30000);

const tickets = [
  makeTicket(1, {
    title: 'Solar ink',
    status: 'pending',
    inventors: [1, 5],
    co_applications: ['ACME Labs', 'Bob'],
  }),
  makeTicket(2, { title: 'Wind sail', status: 'approved', inventors: [1] }),
  makeTicket(3, { title: 'Tidal kite', status: 'refused', inventors: [1, 6], is_draft: true }),
  makeTicket(4, { title: 'Heat brick', status: 'pending', inventors: [1] }),
];

function serveTickets(list = tickets, count = list.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/inventors/tickets/', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(paged(list, count));
    }),
    http.get('*/api/inventors/inventor/5', () =>
      HttpResponse.json(makeInventor(5, 'Grace Hopper')),
    ),
    http.get('*/api/inventors/inventor/6', () => HttpResponse.json(makeInventor(6, 'Alan Turing'))),
  );
  return queries;
}

const statValue = (label: string) => within(screen.getByRole('region', { name: label }));
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Tickets' }))
    .getAllByRole('row')
    .slice(1);

describe('Tickets list', () => {
  it('shows the title, hero text and Create Ticket link', async () => {
    serveTickets();
    renderTickets('/tickets');
    expect(document.title).toBe('Tickets | Inventor Portal');
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'All your innovation tickets in one place. Track, manage, and create new tickets with ease.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
    expect(await screen.findByText('Solar ink')).toBeInTheDocument();
  });

  it('asks for page 1 of size 100 and counts tickets per status', async () => {
    const queries = serveTickets(tickets, 12);
    renderTickets('/tickets');
    await screen.findByText('Solar ink');
    expect(queries[0].get('page')).toBe('1');
    expect(queries[0].get('page_size')).toBe('100');
    expect(statValue('Total Tickets').getByText('12')).toBeInTheDocument();
    expect(statValue('Pending').getByText('2')).toBeInTheDocument();
    expect(statValue('Approved').getByText('1')).toBeInTheDocument();
    expect(statValue('Refused').getByText('1')).toBeInTheDocument();
  });

  it('shows placeholders in the stat cards and the table while loading', async () => {
    server.use(
      http.get('*/api/inventors/tickets/', async () => {
        await delay('infinite');
        return HttpResponse.json(paged([]));
      }),
    );
    renderTickets('/tickets');
    expect(screen.getAllByTestId('counter-skeleton')).toHaveLength(4);
    expect(screen.queryByText('No tickets found.')).not.toBeInTheDocument();
    expect(bodyRows().length).toBeGreaterThan(0);
  });

  it("shows 'No tickets found.' when the list is empty", async () => {
    serveTickets([]);
    renderTickets('/tickets');
    expect(await screen.findByText('No tickets found.')).toBeInTheDocument();
    expect(statValue('Total Tickets').getByText('0')).toBeInTheDocument();
  });

  it('treats a failed list fetch as an empty list', async () => {
    server.use(http.get('*/api/inventors/tickets/', () => new HttpResponse(null, { status: 500 })));
    renderTickets('/tickets');
    expect(await screen.findByText('No tickets found.')).toBeInTheDocument();
  });

  it('shows the columns, inventors, co-applications, status and a Draft chip', async () => {
    serveTickets();
    renderTickets('/tickets');
    await screen.findByText('Solar ink');
    const table = screen.getByRole('table', { name: 'Tickets' });
    for (const header of [
      'Title',
      'Summary',
      'Context',
      'Problem Identification',
      'Drawings',
      'Inventors',
      'Co-Applications',
      'Status',
      'Meeting Date',
      'Created At',
    ]) {
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    }
    const solar = bodyRows().find((row) => within(row).queryByText('Solar ink'));
    expect(solar).toBeDefined();
    expect(within(solar as HTMLElement).getByText('ACME Labs, Bob')).toBeInTheDocument();
    expect(
      await within(solar as HTMLElement).findByRole('img', { name: 'Grace Hopper' }),
    ).toBeInTheDocument();
    const tidal = bodyRows().find((row) => within(row).queryByText('Tidal kite')) as HTMLElement;
    expect(within(tidal).getByText('Draft')).toBeInTheDocument();
    expect(within(tidal).getByText('Refused')).toBeInTheDocument();
  });

  it('filters by title or inventor name, ignoring case', async () => {
    serveTickets();
    const { user } = renderTickets('/tickets');
    await screen.findByText('Solar ink');
    await screen.findByRole('img', { name: 'Alan Turing' });
    const search = screen.getByRole('textbox', { name: 'Search by title or inventor...' });

    // The table applies the search after a short debounce: wait for the final rows.
    const expectOnly = (title: string) =>
      waitFor(() => {
        expect(bodyRows()).toHaveLength(1);
        expect(within(bodyRows()[0]).getByText(title)).toBeInTheDocument();
      });

    await user.type(search, 'WIND');
    await expectOnly('Wind sail');

    await user.clear(search);
    await user.type(search, 'turing');
    await expectOnly('Tidal kite');

    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(await screen.findByText('No tickets found.')).toBeInTheDocument();
  });

  it('opens /tickets/{id} when a row is clicked', async () => {
    serveTickets();
    server.use(http.get('*/api/inventors/ticket/2', () => HttpResponse.json(tickets[1])));
    const { user } = renderTickets('/tickets');
    await user.click(await screen.findByText('Wind sail'));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/2');
  });

  it('selects every row with the header checkbox', async () => {
    serveTickets();
    const { user } = renderTickets('/tickets');
    await screen.findByText('Solar ink');
    await user.click(screen.getByRole('checkbox', { name: /toggle select all/i }));
    for (const row of bodyRows()) expect(within(row).getByRole('checkbox')).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tickets$/);
  });

  describe('export', () => {
    let blobs: Blob[];
    let downloads: string[];

    beforeEach(() => {
      blobs = [];
      downloads = [];
      URL.createObjectURL = jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        downloads.push(this.download);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    async function exportCsv(user: ReturnType<typeof renderTickets>['user']) {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(downloads).toEqual(['tickets.csv']));
      return blobs[0].text();
    }

    it('writes tickets.csv with the visible columns of the filtered rows', async () => {
      serveTickets();
      const { user } = renderTickets('/tickets');
      await screen.findByRole('img', { name: 'Grace Hopper' });

      await user.click(screen.getByRole('button', { name: 'Columns' }));
      const menu = screen.getByRole('menu');
      for (const hidden of ['Summary', 'Created At']) {
        await user.click(within(menu).getByText(hidden));
      }
      await user.keyboard('{Escape}');
      await user.type(
        screen.getByRole('textbox', { name: 'Search by title or inventor...' }),
        'solar',
      );
      await waitFor(() => expect(bodyRows()).toHaveLength(1));

      const csv = await exportCsv(user);
      expect(csv).toBe(
        // Only the visible columns (spec §9): issue 21's fields are hidden until shown.
        '"Title","Context","Problem Identification","Drawings","Inventors","Co-Applications","Status","Meeting Date"\r\n' +
          '"Solar ink","Context 1","Problem 1","","Inventor 1; Grace Hopper","ACME Labs; Bob","pending",""\r\n',
      );
    });

    it("writes tickets.xlsx with a 'Tickets' sheet", async () => {
      serveTickets();
      const { user } = renderTickets('/tickets');
      await screen.findByText('Solar ink');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(screen.getByRole('menuitem', { name: 'Excel' }));
      await waitFor(() => expect(downloads).toEqual(['tickets.xlsx']));
      const book = read(new Uint8Array(await blobs[0].arrayBuffer()), { type: 'array' });
      expect(book.SheetNames).toEqual(['Tickets']);
      const rows = utils.sheet_to_json<Record<string, string>>(book.Sheets.Tickets);
      expect(rows.map((row) => row.Title)).toEqual([
        'Solar ink',
        'Wind sail',
        'Tidal kite',
        'Heat brick',
      ]);
    });

    it('exports only the selected rows when some are selected', async () => {
      serveTickets();
      const { user } = renderTickets('/tickets');
      await screen.findByText('Heat brick');
      const heat = bodyRows().find((row) => within(row).queryByText('Heat brick')) as HTMLElement;
      await user.click(within(heat).getByRole('checkbox'));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/tickets$/);

      const lines = (await exportCsv(user)).trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('"Title","Summary","Context","Problem Identification"');
      expect(lines[1]).toMatch(/^"Heat brick","Summary 4"/);
    });
  });
});
