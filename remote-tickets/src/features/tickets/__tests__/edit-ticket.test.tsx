import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { makeInventor, makeTicket } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-tickets/test/server';
import { holdAutosave } from '@remote-tickets/test/autosave';

startMsw(server);
holdAutosave();
jest.setTimeout(20000);

const ticket = makeTicket(7, {
  title: 'Solar ink',
  summary: 'Ink that charges',
  context: 'Roofs',
  problem_identification: 'Panels are heavy',
  inventors: [1, 5],
  co_applications: ['ACME Labs'],
});

function servePatch(response: () => Response = () => HttpResponse.json(ticket)) {
  const bodies: FormData[] = [];
  server.use(
    http.get('*/api/inventors/ticket/7', () => HttpResponse.json(ticket)),
    http.get('*/api/inventors/inventor/5', () =>
      HttpResponse.json(makeInventor(5, 'Grace Hopper')),
    ),
    http.patch('*/api/inventors/ticket/7/', async ({ request }) => {
      bodies.push(await request.formData());
      return response();
    }),
  );
  return bodies;
}

describe('Edit ticket', () => {
  it('prefills the form with the ticket, its inventors and co-applications', async () => {
    servePatch();
    renderTickets('/tickets/7/edit');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Solar ink');
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('Ink that charges');
    expect(screen.getByRole('textbox', { name: 'Co-application 1' })).toHaveValue('ACME Labs');
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('9/100')).toBeInTheDocument();
    // Nothing changed yet.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('PATCHes the changed ticket as multipart and returns to the detail', async () => {
    const bodies = servePatch();
    const { user } = renderTickets('/tickets/7/edit');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(title);
    await user.paste('Solar paint');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tickets\/7$/),
      { timeout: 5000 },
    );
    expect(bodies).toHaveLength(1);
    const body = bodies[0];
    expect(body.get('title')).toBe('Solar paint');
    expect(body.get('summary')).toBe('Ink that charges');
    expect(body.get('context')).toBe('Roofs');
    expect(body.get('problem_identification')).toBe('Panels are heavy');
    expect(body.get('is_draft')).toBe('false');
    expect(body.getAll('inventors')).toEqual(['1', '5']);
    expect(body.getAll('co_applications')).toEqual(['ACME Labs']);
    expect(body.has('drawings')).toBe(false);
  });

  it('shows the server message when the edit is refused', async () => {
    servePatch(() =>
      HttpResponse.json(
        { detail: 'Only the submitter can edit a pending ticket.' },
        { status: 403 },
      ),
    );
    const { user } = renderTickets('/tickets/7/edit');
    await user.click(await screen.findByRole('textbox', { name: 'Context' }));
    await user.paste(' and walls');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Only the submitter can edit a pending ticket.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/7/edit');
  });

  it('returns to the ticket as saved, never as it was: a resubmission shows no request for information', async () => {
    const asked = { ...ticket, status: 'needs_info' };
    const resubmitted = { ...ticket, summary: 'Ink that charges phones', status: 'pending' };
    // The ticket is read once for the form; a read after the save waits until the test ends,
    // so what the detail page shows comes from the save's own answer.
    let reads = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/inventors/ticket/7', async () => {
        reads += 1;
        if (reads > 1) await held;
        return HttpResponse.json(reads > 1 ? resubmitted : asked);
      }),
      http.patch('*/api/inventors/ticket/7/', () => HttpResponse.json(resubmitted)),
    );
    try {
      const { user } = renderTickets('/tickets/7/edit');
      await user.click(await screen.findByRole('textbox', { name: 'Summary' }));
      await user.paste(' phones');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(
        () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tickets\/7$/),
        { timeout: 5000 },
      );
      // The detail page (the form's text area, which says so too, is gone).
      expect(await screen.findByRole('heading', { level: 1, name: 'Solar ink' })).toBeVisible();
      expect(screen.queryByRole('textbox', { name: 'Summary' })).not.toBeInTheDocument();
      expect(screen.getByText('Ink that charges phones')).toBeInTheDocument();
      expect(screen.queryByText('The office needs more information')).not.toBeInTheDocument();
    } finally {
      release();
    }
  });

  it('lets a draft be submitted for real', async () => {
    const draft = { ...ticket, is_draft: true };
    const bodies: FormData[] = [];
    server.use(
      http.get('*/api/inventors/ticket/7', () => HttpResponse.json(draft)),
      http.patch('*/api/inventors/ticket/7/', async ({ request }) => {
        bodies.push(await request.formData());
        return HttpResponse.json(draft);
      }),
    );
    const { user } = renderTickets('/tickets/7/edit');
    await user.click(await screen.findByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 5000 });
    expect(bodies[0].get('is_draft')).toBe('false');
  });

  it('does not offer the form for a ticket the caller may not edit', async () => {
    server.use(
      http.get('*/api/inventors/ticket/7', () =>
        HttpResponse.json({ ...ticket, status: 'approved' }),
      ),
    );
    const { user } = renderTickets('/tickets/7/edit');
    expect(
      await screen.findByText(
        'Only the submitter can edit a ticket, and only while it is pending or the office has asked for more information.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to ticket' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/7');
  });
});

describe('An edit screen without a form keeps one h1', () => {
  it.each([404, 500])('titles the %i screen Edit Ticket', async (status) => {
    server.use(
      http.get('*/api/inventors/ticket/7', () => HttpResponse.json({ detail: 'No.' }, { status })),
    );
    renderTickets('/tickets/7/edit');
    expect(await screen.findByText('Could not load ticket details.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Ticket');
  });

  it('titles the screen of a ticket the caller may not edit', async () => {
    server.use(
      http.get('*/api/inventors/ticket/7', () =>
        HttpResponse.json({ ...ticket, status: 'approved' }),
      ),
    );
    renderTickets('/tickets/7/edit');
    expect(await screen.findByText(/Only the submitter can edit a ticket/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Ticket');
  });
});
