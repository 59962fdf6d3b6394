import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { counts, makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);

const AFFILIATIONS = [
  { id: 1, name: 'CIE' },
  { id: 2, name: 'UIR' },
];

/** Serves the queue (`total` tickets, answered a page at a time) and records every query. */
function serveQueue(total = 1) {
  const asked: URLSearchParams[] = [];
  const counted: URLSearchParams[] = [];
  server.use(
    http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged(AFFILIATIONS))),
    http.get('*/api/office/tickets/counts/', ({ request }) => {
      counted.push(new URL(request.url).searchParams);
      return HttpResponse.json(counts());
    }),
    http.get('*/api/office/tickets/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      const first = (page - 1) * size + 1;
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, total - first + 1)) },
        (_, i) => first + i,
      );
      return HttpResponse.json(
        paged(
          ids.map((id) =>
            makeOfficeTicketRow(id, {
              title: `Ticket ${id}`,
              submitter: {
                id: 1,
                preferred_name: 'Ada Lovelace',
                full_name: 'Ada Lovelace',
                affiliation: 'UIR',
                image: null,
                avatar: null,
                email: 'ada@example.com',
              },
            }),
          ),
          total,
        ),
      );
    }),
  );
  return { asked, counted };
}

describe('Review queue filters', () => {
  it('filters by the submitter’s affiliation and by waiting more than 30 days, on the server and in the address', async () => {
    const { asked, counted } = serveQueue();
    const { user } = renderOffice('/office/tickets');
    await screen.findByText('Ticket 1');

    await user.selectOptions(await screen.findByLabelText('Affiliation'), 'UIR');
    await waitFor(() => expect(asked.at(-1)?.get('affiliation')).toBe('2'));
    await waitFor(() => expect(counted.at(-1)?.get('affiliation')).toBe('2'));
    expect(screen.getByTestId('location-search')).toHaveTextContent('affiliation=2');

    await user.click(screen.getByRole('checkbox', { name: 'Waiting more than 30 days' }));
    await waitFor(() => expect(asked.at(-1)?.get('waiting')).toBe('true'));
    expect(asked.at(-1)?.get('affiliation')).toBe('2');
    expect(screen.getByTestId('location-search')).toHaveTextContent('waiting=true');
    // Waiting does not narrow the counts: each status keeps its number.
    expect(counted.at(-1)?.get('waiting')).toBeNull();

    // Back to views already loaded: the address changes, the answers come from the cache.
    await user.click(screen.getByRole('checkbox', { name: 'Waiting more than 30 days' }));
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).not.toHaveTextContent('waiting'),
    );
    await user.selectOptions(screen.getByLabelText('Affiliation'), 'All affiliations');
    await waitFor(() => expect(screen.getByTestId('location-search')).toBeEmptyDOMElement());
  });

  it('reads the filters from the address, affiliation 1 included', async () => {
    const { asked } = serveQueue();
    renderOffice('/office/tickets?affiliation=1&waiting=true&status=pending');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0].get('affiliation')).toBe('1');
    expect(asked[0].get('waiting')).toBe('true');
    expect(asked[0].get('status')).toBe('pending');
    expect(await screen.findByRole('option', { name: 'CIE' })).toBeInTheDocument();
    expect(screen.getByLabelText('Affiliation')).toHaveDisplayValue('CIE');
    expect(screen.getByRole('checkbox', { name: 'Waiting more than 30 days' })).toBeChecked();
  });
});

describe('Review queue export', () => {
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

  it('writes review-queue.csv with every ticket the filters select, from all pages', async () => {
    const { asked } = serveQueue(230);
    const { user } = renderOffice('/office/tickets?affiliation=2');
    expect(await screen.findByText('Page 1 of 10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(downloads).toEqual(['review-queue.csv']));

    const exportPages = asked.filter((params) => params.get('page_size') === '100');
    expect(exportPages.map((params) => params.get('page')).sort()).toEqual(['1', '2', '3']);
    expect(exportPages.every((params) => params.get('affiliation') === '2')).toBe(true);
    const lines = (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.replace(/"/g, ''));
    expect(lines[0]).toBe(
      'ID,Title,Submitted by,Submitter email,Affiliation,Status,Age (days),Assignee,Comments,Meeting,Submitted on,' +
        // Issue 21's fields.
        'Confirmations,Contributions,Public disclosure,Disclosed as,Conception date,Funding sources',
    );
    expect(lines).toHaveLength(231);
    expect(lines[1]).toMatch(/^1,Ticket 1,Ada Lovelace,ada@example.com,UIR,Pending,3,,0,,/);
    expect(lines[230]).toMatch(/^230,Ticket 230,/);
  });

  it('says so when the export fails, and offers nothing to download', async () => {
    serveQueue(30);
    const { user } = renderOffice('/office/tickets');
    await screen.findByText('Ticket 1');
    server.use(
      http.get('*/api/office/tickets/', () =>
        HttpResponse.json({ detail: 'Server error.' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'Excel' }));
    expect(await screen.findByText('Could not export the tickets. Try again.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});
