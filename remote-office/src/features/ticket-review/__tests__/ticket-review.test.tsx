import { i18n } from '@inventor-portal/shared/i18n';
import { http, HttpResponse, delay } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeInventorSummary } from '@inventor-portal/shared/test-fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeOfficeTicketDetail, makeOfficeTicketRow } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });

function serveTicket(ticket = makeOfficeTicketDetail(7)) {
  server.use(http.get(`*/api/office/tickets/${ticket.id}/`, () => HttpResponse.json(ticket)));
  return ticket;
}

describe('Ticket review', () => {
  it('shows everything the inventor sent, with the page title and headings in order', async () => {
    serveTicket(
      makeOfficeTicketDetail(7, {
        title: 'Solar ink',
        summary: 'Ink that charges',
        context: 'Roofs',
        problem_identification: 'Panels are heavy',
        drawings: '/api/files/drawings/solar.png',
        co_applications: ['ACME Labs'],
        inventor_details: [
          makeInventorSummary(1, 'Ada Lovelace'),
          makeInventorSummary(5, 'Grace Hopper'),
        ],
      }),
    );
    renderOffice('/office/tickets/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar ink' })).toBeVisible();
    expect(document.title).toBe('Ticket review | Inventor Portal');
    expect(
      screen.getByText(/Submitted by Ada Lovelace \(ada@example.com\) on/),
    ).toBeInTheDocument();
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
    expect(screen.getByRole('img', { name: 'Drawing of Solar ink' })).toHaveAttribute(
      'src',
      '/api/files/drawings/solar.png',
    );
    const inventors = screen.getByRole('region', { name: 'Inventors' });
    expect(within(inventors).getByText('Grace Hopper')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Co-Applications' })).getByText('ACME Labs'),
    ).toBeInTheDocument();
    // One h1, then h2 sections: no level is skipped.
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level >= 2)).toBe(true);
    // Sections are h2; the Reviews panel's parts are h3 under its h2.
    expect(levels.every((level, i) => i === 0 || level <= levels[i - 1] + 1)).toBe(true);
  });

  it('shows the history, oldest first, with who decided and their message', async () => {
    serveTicket(
      makeOfficeTicketDetail(7, {
        status: 'needs_info',
        history: [
          {
            status: 'pending',
            meeting_date: null,
            message: null,
            by: null,
            at: '2026-01-02T10:00:00Z',
          },
          {
            status: 'needs_info',
            meeting_date: null,
            message: 'Please add the test results.',
            by: { id: 10, name: 'Grace Office' },
            at: '2026-01-05T10:00:00Z',
          },
        ],
      }),
    );
    renderOffice('/office/tickets/7');
    const history = await screen.findByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Pending');
    expect(entries[0]).toHaveTextContent('by the portal');
    expect(entries[1]).toHaveTextContent('Needs information');
    expect(entries[1]).toHaveTextContent('by Grace Office');
    expect(entries[1]).toHaveTextContent('Please add the test results.');
  });

  it('assigns the ticket to me, then unassigns it', async () => {
    let ticket = serveTicket();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/office/tickets/7/assign/', async ({ request }) => {
        const body = (await request.json()) as { assignee: number | null };
        bodies.push(body);
        ticket = {
          ...ticket,
          assignee: body.assignee === null ? null : { id: 10, name: 'Grace Office' },
        };
        return HttpResponse.json(makeOfficeTicketRow(7, { assignee: ticket.assignee }));
      }),
      http.get('*/api/office/tickets/7/', () => HttpResponse.json(ticket)),
    );
    const { user } = renderOffice('/office/tickets/7');
    const card = await screen.findByRole('region', { name: 'Assignment' });
    expect(within(card).getByText('Nobody is reviewing this ticket yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Assign to me' })).toBeEnabled(),
    );
    await user.click(within(card).getByRole('button', { name: 'Assign to me' }));
    expect(await within(card).findByText('You are reviewing this ticket.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ assignee: 10 });
    expect(within(card).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Unassign' }));
    expect(
      await within(card).findByText('Nobody is reviewing this ticket yet.'),
    ).toBeInTheDocument();
    expect(bodies[1]).toEqual({ assignee: null });
  });

  it('records a decision with a meeting and a message, and shows it in the history', async () => {
    let ticket = serveTicket();
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/office/tickets/7/status/', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        ticket = {
          ...ticket,
          status: 'approved',
          meeting_date: String(sent.meeting_date),
          history: [
            {
              status: 'approved',
              meeting_date: String(sent.meeting_date),
              message: String(sent.message),
              by: { id: 10, name: 'Grace Office' },
              at: new Date().toISOString(),
            },
          ],
        };
        return HttpResponse.json(makeOfficeTicketRow(7, { status: 'approved' }));
      }),
      http.get('*/api/office/tickets/7/', () => HttpResponse.json(ticket)),
    );
    const { user } = renderOffice('/office/tickets/7');
    const decision = await screen.findByRole('region', { name: 'Decision' });
    await user.selectOptions(within(decision).getByLabelText(/^Status/), 'Approved');
    await user.type(within(decision).getByLabelText('Meeting date and time'), '2026-12-01T10:30');
    await user.type(
      within(decision).getByLabelText('Message to the inventors'),
      'See you at the meeting.',
    );
    await user.click(within(decision).getByRole('button', { name: 'Save decision' }));

    expect(
      await screen.findByText('Decision saved. The inventors have been notified.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      status: 'approved',
      meeting_date: new Date('2026-12-01T10:30').toISOString(),
      message: 'See you at the meeting.',
    });
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('See you at the meeting.')).toBeInTheDocument();
  });

  it('asks for a message before asking the inventors for more information', async () => {
    serveTicket();
    const posted = jest.fn();
    server.use(
      http.post('*/api/office/tickets/7/status/', () => {
        posted();
        return HttpResponse.json({});
      }),
    );
    const { user } = renderOffice('/office/tickets/7');
    const decision = await screen.findByRole('region', { name: 'Decision' });
    await user.selectOptions(within(decision).getByLabelText(/^Status/), 'Needs more information');
    expect(within(decision).getByLabelText(/Message to the inventors/)).toBeRequired();
    await user.click(within(decision).getByRole('button', { name: 'Save decision' }));
    expect(await within(decision).findByText('Say what information is needed.')).toBeVisible();
    expect(posted).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under their fields", async () => {
    serveTicket();
    server.use(
      http.post('*/api/office/tickets/7/status/', () =>
        HttpResponse.json(
          {
            detail: 'Invalid input.',
            message: ['Say what information is needed.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderOffice('/office/tickets/7');
    const decision = await screen.findByRole('region', { name: 'Decision' });
    await user.selectOptions(within(decision).getByLabelText(/^Status/), 'Refused');
    await user.click(within(decision).getByRole('button', { name: 'Save decision' }));
    const message = within(decision).getByLabelText(/Message to the inventors/);
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(within(decision).getByText('Say what information is needed.')).toBeVisible();
    expect(within(decision).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the ticket loads', () => {
    server.use(
      http.get('*/api/office/tickets/7/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderOffice('/office/tickets/7');
    expect(screen.getByTestId('ticket-review-skeleton')).toBeInTheDocument();
  });

  it('says the ticket does not exist for a 404 (a draft or an unknown id)', async () => {
    server.use(
      http.get('*/api/office/tickets/7/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderOffice('/office/tickets/7');
    expect(
      await screen.findByText('This ticket does not exist, or it is still a draft.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the review queue' })).toHaveAttribute(
      'href',
      '/office/tickets',
    );
  });

  it('offers a Retry when the ticket cannot be loaded', async () => {
    server.use(
      http.get('*/api/office/tickets/7/', () =>
        HttpResponse.json({ detail: 'Server error.' }, { status: 500 }),
      ),
    );
    renderOffice('/office/tickets/7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the ticket.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('The office ticket review that cannot show its record keeps one h1', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each([
    ['en', 404, 'Ticket review', 'This ticket does not exist, or it is still a draft.'],
    ['en', 500, 'Ticket review', 'Could not load the ticket.'],
    [
      'fr',
      404,
      'Examen de la déclaration',
      "Cette déclaration n'existe pas, ou c'est encore un brouillon.",
    ],
    ['fr', 500, 'Examen de la déclaration', 'Impossible de charger la déclaration.'],
  ] as const)('in %s, for a %i', async (language, status, heading, message) => {
    server.use(
      http.get('*/api/office/tickets/7/', () => HttpResponse.json({ detail: 'No.' }, { status })),
    );
    await act(() => i18n.changeLanguage(language));
    renderOffice('/office/tickets/7');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
