import { http, HttpResponse, delay } from 'msw';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import type { OfficeDashboard } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { counts } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
afterEach(() => act(() => i18n.changeLanguage('en')));

const dashboard = (extra: Partial<OfficeDashboard> = {}): OfficeDashboard => ({
  counts: counts(),
  decisions: { window_days: 90, count: 5, median_days: 12.5 },
  oldest_pending: [
    {
      id: 31,
      title: 'Self-cleaning solar panel',
      submitter: { id: 1, name: 'Ada Lovelace' },
      created_at: '2024-01-15T10:00:00Z',
      age_days: 64,
    },
    {
      id: 40,
      title: 'Tidal kite',
      submitter: { id: 2, name: 'Grace Hopper' },
      created_at: '2024-02-20T10:00:00Z',
      age_days: 1,
    },
  ],
  ...extra,
});

const serve = (body: OfficeDashboard) =>
  server.use(http.get('*/api/office/dashboard/', () => HttpResponse.json(body)));

describe('Office dashboard', () => {
  it('is the office home page: tickets per status, the median time to decision and the oldest pending tickets', async () => {
    serve(dashboard());
    renderOffice('/office');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office dashboard' }),
    ).toBeVisible();
    expect(document.title).toBe('Office dashboard | Inventor Portal');

    const counters = screen.getByRole('group', { name: 'Tickets by status' });
    expect(await within(counters).findByRole('region', { name: 'Pending' })).toHaveTextContent(
      'Pending4',
    );
    expect(within(counters).getByRole('region', { name: 'Needs information' })).toHaveTextContent(
      '2',
    );
    expect(within(counters).getByRole('region', { name: 'Approved' })).toHaveTextContent('7');
    expect(within(counters).getByRole('region', { name: 'Refused' })).toHaveTextContent('1');
    expect(
      within(counters).getByRole('region', { name: 'Waiting more than 30 days' }),
    ).toHaveTextContent('1');
    expect(within(counters).getByRole('region', { name: 'Unassigned' })).toHaveTextContent('3');

    const median = screen.getByRole('region', { name: 'Median time to decision' });
    expect(median).toHaveTextContent('12.5 days');
    expect(median).toHaveTextContent('From 5 tickets decided in the last 90 days');

    const oldest = screen.getByRole('region', { name: 'Oldest pending tickets' });
    const links = within(oldest).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/office/tickets?status=pending&ordering=created_at');
    const solar = within(oldest).getByRole('link', { name: /Self-cleaning solar panel/ });
    expect(solar).toHaveAttribute('href', '/office/tickets/31');
    expect(solar).toHaveTextContent('Submitted by Ada Lovelace on Jan 15, 2024');
    expect(solar).toHaveTextContent('64 days');
    expect(within(oldest).getByRole('link', { name: /Tidal kite/ })).toHaveTextContent('1 day');
    expect(screen.getByRole('link', { name: 'Open the review queue' })).toHaveAttribute(
      'href',
      '/office/tickets',
    );
  });

  it('opens a ticket from the oldest pending list', async () => {
    serve(dashboard());
    server.use(
      http.get('*/api/office/tickets/31/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderOffice('/office');
    await user.click(await screen.findByRole('link', { name: /Self-cleaning solar panel/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/office/tickets/31');
  });

  it('says when no ticket was decided in 90 days and none is pending', async () => {
    serve(
      dashboard({
        counts: counts({ pending: 0 }),
        decisions: { window_days: 90, count: 0, median_days: null },
        oldest_pending: [],
      }),
    );
    renderOffice('/office');
    expect(
      await screen.findByText('No ticket was approved or refused in the last 90 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No ticket is waiting for review.')).toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    server.use(
      http.get('*/api/office/dashboard/', async () => {
        await delay('infinite');
        return HttpResponse.json(dashboard());
      }),
    );
    renderOffice('/office');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office dashboard' }),
    ).toBeVisible();
    expect(screen.getAllByTestId('counter-skeleton')).toHaveLength(6);
    expect(screen.getByTestId('median-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('oldest-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Oldest pending tickets' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it("shows the server's reason and Retry when the figures cannot be loaded", async () => {
    let calls = 0;
    server.use(
      http.get('*/api/office/dashboard/', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Office staff only.' }, { status: 403 })
          : HttpResponse.json(dashboard());
      }),
    );
    const { user } = renderOffice('/office');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the dashboard.');
    expect(alert).toHaveTextContent('Office staff only.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Self-cleaning solar panel')).toBeInTheDocument();
  });

  it('reads in French', async () => {
    serve(dashboard());
    await act(() => i18n.changeLanguage('fr'));
    renderOffice('/office');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord du bureau' }),
    ).toBeVisible();
    expect(await screen.findByRole('region', { name: 'En attente' })).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: 'Délai médian de décision' })).toHaveTextContent(
      '12,5 jours',
    );
    const oldest = screen.getByRole('region', {
      name: 'Déclarations en attente les plus anciennes',
    });
    expect(within(oldest).getByRole('link', { name: /Self-cleaning/ })).toHaveTextContent(
      'Soumise par Ada Lovelace le 15 janv. 2024',
    );
    expect(within(oldest).getByRole('link', { name: /Self-cleaning/ })).toHaveTextContent(
      '64 jours',
    );
  });
});
