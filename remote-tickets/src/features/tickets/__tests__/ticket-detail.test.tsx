import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { makeInventor, makeTicket } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-tickets/test/server';

startMsw(server);
jest.setTimeout(20000);

function serveTicket(ticket: ReturnType<typeof makeTicket>) {
  server.use(http.get(`*/api/inventors/ticket/${ticket.id}`, () => HttpResponse.json(ticket)));
}

describe('Ticket detail', () => {
  it('shows a skeleton, co-inventors section included, while the ticket loads', async () => {
    server.use(
      http.get('*/api/inventors/ticket/7', async () => {
        await delay('infinite');
        return HttpResponse.json(makeTicket(7));
      }),
    );
    renderTickets('/tickets/7');
    expect(screen.getByTestId('ticket-detail-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('skeleton-co-inventors')).toBeInTheDocument();
  });

  it("shows 'Could not load ticket details.' when the ticket cannot be loaded", async () => {
    server.use(
      http.get('*/api/inventors/ticket/7', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderTickets('/tickets/7');
    expect(await screen.findByText('Could not load ticket details.')).toBeInTheDocument();
  });

  it("shows 'Could not load ticket details.' for an id that is not a number, without a call", async () => {
    renderTickets('/tickets/abc');
    expect(await screen.findByText('Could not load ticket details.')).toBeInTheDocument();
  });

  it('shows the sections, the draft badge, the status and the inventors', async () => {
    serveTicket(
      makeTicket(7, {
        title: 'Solar ink',
        summary: 'Ink that charges',
        context: 'Roofs',
        problem_identification: 'Panels are heavy',
        is_draft: true,
        status: 'approved',
        inventors: [1, 5, 99],
        co_applications: ['ACME Labs', 'bob@example.com'],
      }),
    );
    server.use(
      http.get('*/api/inventors/inventor/5', () =>
        HttpResponse.json(makeInventor(5, 'Grace Hopper')),
      ),
      http.get('*/api/inventors/inventor/99', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderTickets('/tickets/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar ink' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Summary' })).getByText('Ink that charges'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Context' })).getByText('Roofs'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Problem Identification' })).getByText(
        'Panels are heavy',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Co-Applications' })).getByText(
        'ACME Labs, bob@example.com',
      ),
    ).toBeInTheDocument();

    const inventors = screen.getByRole('region', { name: 'Inventors' });
    expect(await within(inventors).findByText('Grace Hopper')).toBeInTheDocument();
    expect(within(inventors).getByText('Inventor 1')).toBeInTheDocument();
    // A failed lookup shows the id.
    expect(within(inventors).getByText('99')).toBeInTheDocument();
  });

  it('shows no draft badge for a submitted ticket and no Co-Applications section without any', async () => {
    serveTicket(makeTicket(7));
    renderTickets('/tickets/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 7' })).toBeInTheDocument();
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Co-Applications' })).not.toBeInTheDocument();
  });

  it('shows the Meeting card only when a meeting date is set', async () => {
    serveTicket(makeTicket(7, { meeting_date: null }));
    serveTicket(makeTicket(8, { meeting_date: '2024-06-03T09:00:00Z' }));
    const first = renderTickets('/tickets/7');
    expect(await screen.findByRole('group', { name: 'Created' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Meeting' })).not.toBeInTheDocument();
    first.unmount();

    renderTickets('/tickets/8');
    const meeting = await screen.findByRole('group', { name: 'Meeting' });
    expect(meeting).toHaveTextContent(/2024/);
  });

  it("shows 'View Drawing' (new tab) only when the ticket has a drawing", async () => {
    serveTicket(makeTicket(7, { drawings: null }));
    serveTicket(makeTicket(8, { drawings: '/api/files/drawings/a.png' }));
    const first = renderTickets('/tickets/7');
    expect(await screen.findByRole('region', { name: 'Drawings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Drawing/ })).not.toBeInTheDocument();
    first.unmount();

    renderTickets('/tickets/8');
    const link = await screen.findByRole('link', { name: /View Drawing/ });
    expect(link).toHaveAttribute('href', '/api/files/drawings/a.png');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers Edit only to the submitter of a pending ticket, and Edit opens the edit screen', async () => {
    serveTicket(makeTicket(7, { submitter: 1, status: 'pending' }));
    serveTicket(makeTicket(8, { submitter: 2, status: 'pending' }));
    serveTicket(makeTicket(9, { submitter: 1, status: 'approved' }));

    const other = renderTickets('/tickets/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 8' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    other.unmount();

    const approved = renderTickets('/tickets/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    approved.unmount();

    const { user } = renderTickets('/tickets/7');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/7/edit');
  });

  it('deletes after the confirm dialog and goes to /tickets', async () => {
    serveTicket(makeTicket(7));
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/inventors/ticket/7/', ({ request }) => {
        deleted.push(request.method);
        return new HttpResponse(null, { status: 204 });
      }),
      // The list may still hold the ticket (a cached page refetching): it stays hidden.
      http.get('*/api/inventors/tickets/', () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [makeTicket(7), makeTicket(8)],
        }),
      ),
    );
    const { user } = renderTickets('/tickets/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this ticket? This action cannot be undone.',
      ),
    ).toBeInTheDocument();

    // Cancel keeps the ticket.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tickets$/), {
      timeout: 5000,
    });
    expect(deleted).toEqual(['DELETE']);
    expect(await screen.findByText('Ticket 8')).toBeInTheDocument();
    expect(screen.queryByText('Ticket 7')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Total Tickets' })).getByText('1'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to delete ticket.' when the delete fails", async () => {
    serveTicket(makeTicket(7));
    server.use(
      http.delete('*/api/inventors/ticket/7/', () =>
        HttpResponse.json(
          { detail: 'Only the submitter can delete a pending ticket.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderTickets('/tickets/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete ticket.');
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/7');
  });
});

describe('A ticket the office asked more information about (needs_info)', () => {
  it("shows the badge, the office's message and 'Edit and resubmit' to the submitter", async () => {
    serveTicket({
      ...makeTicket(7, { status: 'needs_info' }),
      status_message: 'Please add the test results.',
    } as ReturnType<typeof makeTicket>);
    const { user } = renderTickets('/tickets/7');
    expect(await screen.findByText('Needs information')).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('The office needs more information');
    expect(banner).toHaveTextContent('Please add the test results.');
    await user.click(await within(banner).findByRole('link', { name: 'Edit and resubmit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/7/edit');
  });

  it('says so in general words when the ticket carries no message', async () => {
    serveTicket(makeTicket(7, { status: 'needs_info' }));
    renderTickets('/tickets/7');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'The technology-transfer office needs more information before it can decide on this ticket.',
    );
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('lets a co-inventor read it, without the edit button', async () => {
    serveTicket(makeTicket(7, { status: 'needs_info', submitter: 5, inventors: [1, 5] }));
    renderTickets('/tickets/7');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'The person who submitted the ticket can edit it and send it back to the office.',
    );
    expect(within(banner).queryByRole('link', { name: 'Edit and resubmit' })).toBeNull();
  });

  it('shows no banner for a pending ticket', async () => {
    serveTicket(makeTicket(7));
    renderTickets('/tickets/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 7' })).toBeInTheDocument();
    expect(screen.queryByText('The office needs more information')).not.toBeInTheDocument();
  });
});

describe('A ticket that cannot be shown keeps one h1', () => {
  it.each([404, 500])('titles the %i screen with the page title', async (status) => {
    server.use(
      http.get('*/api/inventors/ticket/7', () => HttpResponse.json({ detail: 'No.' }, { status })),
    );
    renderTickets('/tickets/7');
    expect(await screen.findByText('Could not load ticket details.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ticket Details');
  });

  it('titles the screen of an id that is not a number', async () => {
    renderTickets('/tickets/abc');
    expect(await screen.findByText('Could not load ticket details.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
