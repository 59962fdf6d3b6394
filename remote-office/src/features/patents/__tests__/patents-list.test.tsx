import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';
import { makePatentDetail, makePatentRow } from '../testing/patent-fixtures';

startMsw(server, { csrfToken: 'test-token' });

function servePatents(rows = [makePatentRow(1)], count = rows.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/office/patents/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const search = params.get('search')?.toLowerCase();
      const found = search ? rows.filter((r) => r.title.toLowerCase().includes(search)) : rows;
      return HttpResponse.json(paged(found, search ? found.length : count));
    }),
  );
  return queries;
}

describe('Patents list', () => {
  it('lists every patent with its deposit, status, levels and inventors', async () => {
    servePatents([
      makePatentRow(1, { title: 'Fog harvesting net', deposit_number: 'FR-2024-001' }),
      makePatentRow(2, { title: 'Solar still', status: 'approved', TRL_level: 7 }),
    ]);
    renderOffice('/office/patents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patents' })).toBeVisible();
    expect(document.title).toBe('Patents | Inventor Portal');
    const table = await screen.findByRole('table', { name: 'Patents' });
    const fog = (await within(table).findByText('Fog harvesting net')).closest('tr') as HTMLElement;
    expect(within(fog).getByText('FR-2024-001')).toBeInTheDocument();
    expect(within(fog).getByText('Pending')).toBeInTheDocument();
    const still = within(table).getByText('Solar still').closest('tr') as HTMLElement;
    expect(within(still).getByText('Approved')).toBeInTheDocument();
    expect(within(still).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New patent' })).toHaveAttribute(
      'href',
      '/office/patents/new',
    );
  });

  it('searches and sorts on the server, and pages', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => makePatentRow(i + 1));
    const queries = servePatents(rows, 30);
    const { user } = renderOffice('/office/patents');
    await screen.findByText('Patent 25');
    expect(queries.at(-1)?.get('page_size')).toBe('25');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title (A to Z)');
    await waitFor(() => expect(queries.at(-1)?.get('ordering')).toBe('title'));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search patents' }), 'patent 7');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('patent 7'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    await waitFor(() => expect(screen.queryByText('Patent 25')).not.toBeInTheDocument());
  });

  it("says 'No patents yet.' when there are none", async () => {
    servePatents([]);
    renderOffice('/office/patents');
    expect(await screen.findByText('No patents yet.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/office/patents/', () =>
        HttpResponse.json({ detail: 'Office staff only.' }, { status: 403 }),
      ),
    );
    renderOffice('/office/patents');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the patents.');
    expect(alert).toHaveTextContent('Office staff only.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens a patent when its row is clicked', async () => {
    servePatents([makePatentRow(4, { title: 'Tidal kite' })]);
    server.use(
      http.get('*/api/office/patents/4/', () =>
        HttpResponse.json(makePatentDetail(4, { title: 'Tidal kite' })),
      ),
    );
    const { user } = renderOffice('/office/patents');
    await user.click(await screen.findByText('Tidal kite'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidal kite' })).toBeVisible();
  });
});
