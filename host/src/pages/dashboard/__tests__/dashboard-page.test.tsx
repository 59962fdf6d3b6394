import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { feedEvent } from '@inventor-portal/shared/events';
import { makeActivity, makeTicket, me, paged } from '@host/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { forever, server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';

startMsw(server);

const renderDashboard = () => renderWithApp(null, { route: '/dashboard' });

describe('dashboard', () => {
  it('welcomes the inventor by preferred name and links to ticket creation', async () => {
    renderDashboard();

    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your Patent' })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
    expect(document.title).toBe('Dashboard | Inventor Portal');
  });

  it('shows the three counters of the inventor record', async () => {
    renderDashboard();

    const counters = await screen.findByRole('group', { name: 'Counters' });
    expect(within(counters).getByRole('region', { name: 'Patents' })).toHaveTextContent(
      /^Patents3$/,
    );
    expect(within(counters).getByRole('region', { name: 'Tickets' })).toHaveTextContent(
      /^Tickets5$/,
    );
    expect(within(counters).getByRole('region', { name: 'Co-Inventors' })).toHaveTextContent(
      /^Co-Inventors2$/,
    );
  });

  it('shows 0 for counters missing from the inventor record', async () => {
    const {
      patents_count: _p,
      tickets_count: _t,
      co_inventors_count: _c,
      ...inventor
    } = me.inventor;
    server.use(http.get('*/api/accounts/me/', () => HttpResponse.json({ ...me, inventor })));
    renderDashboard();

    const counters = await screen.findByRole('group', { name: 'Counters' });
    expect(within(counters).getByRole('region', { name: 'Patents' })).toHaveTextContent(
      /^Patents0$/,
    );
    expect(within(counters).getByRole('region', { name: 'Tickets' })).toHaveTextContent(
      /^Tickets0$/,
    );
    expect(within(counters).getByRole('region', { name: 'Co-Inventors' })).toHaveTextContent(
      /^Co-Inventors0$/,
    );
  });

  it('shows 4 activity and 6 ticket placeholders while loading', async () => {
    server.use(
      http.get('*/api/accounts/activity-logs/', forever),
      http.get('*/api/inventors/tickets/', forever),
    );
    renderDashboard();

    await screen.findByText('Recent Activities');
    expect(screen.getAllByTestId('activity-placeholder')).toHaveLength(4);
    expect(screen.getAllByTestId('ticket-placeholder')).toHaveLength(6);
  });

  it('shows the empty texts when there are no activities or tickets', async () => {
    renderDashboard();

    expect(await screen.findByText('No recent activities found.')).toBeInTheDocument();
    expect(await screen.findByText('No tickets found.')).toBeInTheDocument();
  });

  it('treats failed list loads as empty lists', async () => {
    server.use(
      http.get('*/api/accounts/activity-logs/', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/inventors/tickets/', () => new HttpResponse(null, { status: 500 })),
    );
    renderDashboard();

    expect(await screen.findByText('No recent activities found.')).toBeInTheDocument();
    expect(await screen.findByText('No tickets found.')).toBeInTheDocument();
  });

  it('lists activities with their text, an icon per type (update icon for others) and a relative time', async () => {
    server.use(
      http.get('*/api/accounts/activity-logs/', () =>
        HttpResponse.json(
          paged([
            makeActivity(1, 'create', 'You created a ticket'),
            makeActivity(2, 'approve', 'Your ticket was approved'),
            makeActivity(3, 'refuse', 'Your ticket was refused'),
          ]),
        ),
      ),
    );
    renderDashboard();

    const section = await screen.findByRole('region', { name: 'Recent Activities' });
    expect(await within(section).findByText('You created a ticket')).toBeInTheDocument();
    expect(within(section).getByTestId('activity-icon-create')).toBeInTheDocument();
    expect(within(section).getByTestId('activity-icon-approve')).toBeInTheDocument();
    expect(within(section).getByTestId('activity-icon-update')).toBeInTheDocument();
    expect(within(section).getByText('about 1 hour ago')).toBeInTheDocument();
  });

  it('writes each activity from its event, as the spec words it', async () => {
    server.use(
      http.get('*/api/accounts/activity-logs/', () =>
        HttpResponse.json(
          paged([
            makeActivity(
              1,
              'approve',
              "Ticket 'Fog net' set to approved",
              feedEvent('ticket.status_set', { title: 'Fog net', status: 'approved' }),
            ),
            makeActivity(
              2,
              'create',
              "Created ticket 'Fog net'",
              feedEvent('ticket.created', { title: 'Fog net' }),
            ),
          ]),
        ),
      ),
    );
    renderDashboard();

    const section = await screen.findByRole('region', { name: 'Recent Activities' });
    expect(
      await within(section).findByText("Ticket 'Fog net' set to approved"),
    ).toBeInTheDocument();
    expect(within(section).getByText("Created ticket 'Fog net'")).toBeInTheDocument();
  });

  it("shows the tickets table with up to 4 avatars plus '+N' and a status badge", async () => {
    server.use(
      http.get('*/api/inventors/tickets/', () =>
        HttpResponse.json(
          paged([
            makeTicket(7, {
              title: 'Solar window',
              inventors: [1, 2, 3, 4, 5, 6],
              status: 'approved',
            }),
          ]),
        ),
      ),
    );
    renderDashboard();

    const card = await screen.findByRole('region', { name: 'Recent tickets' });
    expect(within(card).getByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
    expect(within(card).getByText('Your recent patent ticket submissions')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    for (const column of ['Title', 'Inventors', 'Status']) {
      expect(within(card).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(await within(card).findByText('Solar window')).toBeInTheDocument();
    expect(await within(card).findByText('+2')).toBeInTheDocument();
    expect(within(card).getAllByRole('img', { name: /^Inventor \d$/ })).toHaveLength(4);
    expect(within(card).getByText('Approved')).toBeInTheDocument();
  });
});
