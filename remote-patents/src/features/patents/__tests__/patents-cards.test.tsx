import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { mockDownloads, parseCsv } from '@remote-patents/test/download';
import { makeInventor, makePatent, paged } from '@remote-patents/test/fixtures';
import { renderRemote } from '@remote-patents/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-patents/test/server';

// Rendering MUI screens in jsdom is slow on a shared machine.
jest.setTimeout(30000);
startMsw(server);
const downloads = mockDownloads();

const PATENTS = '*/api/inventors/patents';

/** Serves `patents` and records every list request's query string. */
function servePatents(respond: (params: URLSearchParams) => ReturnType<typeof paged>) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(PATENTS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return HttpResponse.json(respond(params));
    }),
  );
  return requests;
}

const cardOf = (title: string) => screen.getByRole('article', { name: title });

describe('patents cards view', () => {
  it('is the default view, titled Patents, with a Create Patent link to /tickets/create', async () => {
    servePatents(() => paged([makePatent(1)]));
    renderRemote('/patents');
    expect(await screen.findByRole('article', { name: 'Patent 1' })).toBeInTheDocument();
    expect(document.title).toBe('Patents | Inventor Portal');
    expect(screen.getByRole('link', { name: 'Create Patent' })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location-search')).toHaveTextContent('');
  });

  it('shows every card field, clamps TRL and CRL to 0–9 and links to the patent', async () => {
    servePatents(() =>
      paged([
        makePatent(7, {
          title: 'Solar membrane',
          affiliation: 'UIR',
          status: 'approved',
          deposit_number: 'MA-2024-0007',
          deposit_date: '2024-03-05',
          sector: 'Energy',
          contract_type: 'Licence',
          nature: 'Process',
          TRL_level: 12,
          CRL_level: -3,
          research_report_result: 'Favourable',
          research_report_date: '2024-06-15',
        }),
      ]),
    );
    renderRemote('/patents');
    const card = within(await screen.findByRole('article', { name: 'Solar membrane' }));
    expect(card.getByText('UIR')).toBeInTheDocument();
    expect(card.getByText('Approved')).toBeInTheDocument();
    expect(card.getByText('MA-2024-0007')).toBeInTheDocument();
    expect(card.getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(card.getByText('Energy')).toBeInTheDocument();
    expect(card.getByText('Licence')).toBeInTheDocument();
    expect(card.getByText('Process')).toBeInTheDocument();
    expect(card.getByText('TRL 9')).toBeInTheDocument();
    expect(card.getByText('CRL 0')).toBeInTheDocument();
    expect(card.getByText('Favourable')).toBeInTheDocument();
    expect(card.getByText(/Jun 15, 2024/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: /view details/i })).toHaveAttribute('href', '/patents/7');
  });

  it("shows at most 4 inventors then '+N more', and 'No report' without a research report result", async () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => makeInventor(id, `Person ${id}`));
    servePatents(() =>
      paged([
        makePatent(1, { inventors: six, research_report_result: null, research_report_date: null }),
      ]),
    );
    renderRemote('/patents');
    const card = within(await screen.findByRole('article', { name: 'Patent 1' }));
    expect(card.getByText('Person 4')).toBeInTheDocument();
    expect(card.queryByText('Person 5')).not.toBeInTheDocument();
    expect(card.getByText('+2 more')).toBeInTheDocument();
    expect(card.getByText('No report')).toBeInTheDocument();
  });

  it('shows 8 skeleton cards while loading', async () => {
    server.use(
      http.get(PATENTS, async () => {
        await delay(500);
        return HttpResponse.json(paged([makePatent(1)]));
      }),
    );
    renderRemote('/patents');
    expect(screen.getAllByTestId('patent-card-skeleton')).toHaveLength(8);
    expect(await screen.findByRole('article', { name: 'Patent 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('patent-card-skeleton')).not.toBeInTheDocument();
  });

  it("pages by 12 with 'Page X of Y' and disables Previous on the first page and Next on the last", async () => {
    const requests = servePatents((params) => {
      const page = Number(params.get('page'));
      return paged([makePatent(page * 100, { title: `On page ${page}` })], 30);
    });
    const { user } = renderRemote('/patents');
    await screen.findByRole('article', { name: 'On page 1' });
    expect(requests[0].get('page_size')).toBe('12');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'On page 2' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'On page 3' });
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sends the search to the server once typing pauses, from page 1', async () => {
    const requests = servePatents((params) => {
      const search = params.get('search');
      if (search) return paged([makePatent(99, { title: `Match for ${search}` })], 1);
      return paged(
        [makePatent(Number(params.get('page')), { title: `Page ${params.get('page')}` })],
        30,
      );
    });
    const { user } = renderRemote('/patents');
    await screen.findByRole('article', { name: 'Page 1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'Page 2' });

    await user.type(screen.getByPlaceholderText('Search by title or inventor...'), 'solar');
    expect(await screen.findByRole('article', { name: 'Match for solar' })).toBeInTheDocument();
    const searches = requests.filter((params) => params.has('search'));
    // Debounced: one request for the whole word, not one per key.
    expect(searches).toHaveLength(1);
    expect(searches[0].get('search')).toBe('solar');
    expect(searches[0].get('page')).toBe('1');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("shows 'No patents found' with 'Clear search' and 'View as table'", async () => {
    servePatents((params) => (params.get('search') ? paged([]) : paged([makePatent(1)])));
    const { user } = renderRemote('/patents');
    await screen.findByRole('article', { name: 'Patent 1' });
    const search = screen.getByPlaceholderText('Search by title or inventor...');
    await user.type(search, 'zzz');
    expect(await screen.findByText('No patents found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Patent 1' })).toBeInTheDocument();

    await user.type(search, 'zzz');
    await user.click(await screen.findByRole('button', { name: 'View as table' }));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?view=table');
    expect(await screen.findByRole('table', { name: 'Patents' })).toBeInTheDocument();
  });

  it('treats a failed list load as an empty list', async () => {
    server.use(http.get(PATENTS, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderRemote('/patents');
    expect(await screen.findByText('No patents found')).toBeInTheDocument();
  });

  it('keeps the view in the URL: ?view=table opens the table, Cards goes back to the default', async () => {
    servePatents(() => paged([makePatent(1)]));
    const { user } = renderRemote('/patents?view=table');
    expect(await screen.findByRole('table', { name: 'Patents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.getByTestId('location-search')).toHaveTextContent('');
    expect(await screen.findByRole('article', { name: 'Patent 1' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?view=table');
  });

  it('exports the cards to patents_cards.csv: 9 fields plus inventors joined with "; "', async () => {
    servePatents(() =>
      paged([
        makePatent(1, {
          title: 'Say "hello", world',
          inventors: [makeInventor(1, 'Ada Lovelace'), makeInventor(2, 'Alan Turing')],
          research_report_result: null,
        }),
      ]),
    );
    const { user } = renderRemote('/patents');
    await screen.findByRole('article', { name: 'Say "hello", world' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('patents_cards.csv');
    const [header, row, ...rest] = parseCsv(await downloads[0].blob.text());
    expect(rest).toHaveLength(0);
    expect(header).toEqual([
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
    ]);
    expect(row).toEqual([
      'Say "hello", world',
      'CIE',
      'pending',
      '2024-05-01',
      'DN-1',
      'Energy',
      'Licence',
      'Invention',
      '',
      'Ada Lovelace; Alan Turing',
    ]);
  });

  it('exports the cards to patents_cards.xlsx', async () => {
    servePatents(() => paged([makePatent(1)]));
    const { user } = renderRemote('/patents');
    await screen.findByRole('article', { name: 'Patent 1' });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('patents_cards.xlsx');
    expect(cardOf('Patent 1')).toBeInTheDocument();
  });
});
