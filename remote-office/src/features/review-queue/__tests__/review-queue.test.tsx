import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { counts, makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);

/** Serves the queue and records every query string it was asked with. */
function serveQueue(rows = [makeOfficeTicketRow(1)], count = rows.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged([]))),
    http.get('*/api/office/tickets/counts/', () => HttpResponse.json(counts())),
    http.get('*/api/office/tickets/', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(paged(rows, count));
    }),
  );
  return asked;
}

describe('Review queue', () => {
  it('shows the tickets with their submitter, status, age and assignee', async () => {
    serveQueue([
      makeOfficeTicketRow(1, { title: 'Solar ink', status: 'needs_info' }),
      makeOfficeTicketRow(2, {
        title: 'Cold fusion',
        assignee: { id: 10, name: 'Grace Office' },
        created_at: new Date(Date.now() - 12 * 86_400_000).toISOString(),
      }),
    ]);
    renderOffice('/office/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
    expect(document.title).toBe('Review queue | Inventor Portal');
    const table = await screen.findByRole('table', { name: 'Tickets to review' });
    const solar = (await within(table).findByText('Solar ink')).closest('tr') as HTMLElement;
    expect(within(solar).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(solar).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(solar).getByText('Needs information')).toBeInTheDocument();
    expect(within(solar).getByText('3 days')).toBeInTheDocument();
    expect(within(solar).getByText('Unassigned')).toBeInTheDocument();
    const fusion = within(table).getByText('Cold fusion').closest('tr') as HTMLElement;
    expect(within(fusion).getByText('12 days')).toBeInTheDocument();
    expect(within(fusion).getByText('Grace Office')).toBeInTheDocument();
  });

  it('asks the server for the newest first, 25 a page, and shows the count of each status', async () => {
    const asked = serveQueue();
    renderOffice('/office/tickets');
    expect(await screen.findByRole('button', { name: 'All (14)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Needs information (2)' })).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0].get('ordering')).toBe('-created_at');
    expect(asked[0].get('page_size')).toBe('25');
    expect(asked[0].get('page')).toBe('1');
  });

  it('filters by status, assignee and search on the server, and sorts by the chosen order', async () => {
    const asked = serveQueue();
    const { user } = renderOffice('/office/tickets');
    await user.click(await screen.findByRole('button', { name: 'Needs information (2)' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('needs_info'));
    expect(screen.getByRole('button', { name: 'Needs information (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Assignee'), 'Assigned to me');
    await waitFor(() => expect(asked.at(-1)?.get('assignee')).toBe('me'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest first');
    await waitFor(() => expect(asked.at(-1)?.get('ordering')).toBe('created_at'));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lovelace');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('lovelace'));
    expect(asked.at(-1)?.get('status')).toBe('needs_info');
    expect(screen.getByTestId('location-search')).toHaveTextContent('search=lovelace');
  });

  it('pages through the queue on the server', async () => {
    const asked = serveQueue([makeOfficeTicketRow(1)], 60);
    const { user } = renderOffice('/office/tickets');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('opens a ticket when its row is chosen', async () => {
    serveQueue([makeOfficeTicketRow(7, { title: 'Solar ink' })]);
    server.use(
      http.get('*/api/office/tickets/7/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderOffice('/office/tickets');
    await user.click(await screen.findByText('Solar ink'));
    expect(screen.getByTestId('location')).toHaveTextContent('/office/tickets/7');
  });

  it("says 'No tickets to review.' when the queue is empty", async () => {
    serveQueue([]);
    renderOffice('/office/tickets');
    expect(await screen.findByText('No tickets to review.')).toBeInTheDocument();
  });

  it('shows skeleton rows while the queue loads', async () => {
    server.use(
      http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged([]))),
      http.get('*/api/office/tickets/counts/', () => HttpResponse.json(counts())),
      http.get('*/api/office/tickets/', async () => {
        await delay('infinite');
        return HttpResponse.json(paged([]));
      }),
    );
    renderOffice('/office/tickets');
    const table = await screen.findByRole('table', { name: 'Tickets to review' });
    expect(within(table).queryByText('No tickets to review.')).not.toBeInTheDocument();
    expect(table.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it("shows the server's reason and a Retry button when the queue cannot be loaded", async () => {
    let calls = 0;
    server.use(
      http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged([]))),
      http.get('*/api/office/tickets/counts/', () => HttpResponse.json(counts())),
      http.get('*/api/office/tickets/', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Set up two-factor sign-in first.' }, { status: 403 })
          : HttpResponse.json(paged([makeOfficeTicketRow(1, { title: 'Solar ink' })]));
      }),
    );
    const { user } = renderOffice('/office/tickets');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the review queue.');
    expect(alert).toHaveTextContent('Set up two-factor sign-in first.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Solar ink')).toBeInTheDocument();
  });
});
