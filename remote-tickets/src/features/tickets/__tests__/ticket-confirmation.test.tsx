import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { makeInventor, makeTicket } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { server } from '@remote-tickets/test/server';

startMsw(server);
jest.setTimeout(30000);

/** Ticket 7 by Grace (5), with Ada (1, signed in) and Alan (6) asked to confirm. */
const base = makeTicket(7, {
  title: 'Solar ink',
  submitter: 5,
  inventors: [5, 1, 6],
  contributions: [
    { inventor: 5, percent: 50 },
    { inventor: 1, percent: 30 },
    { inventor: 6, percent: 20 },
  ],
  confirmations: [
    { inventor: 5, state: 'confirmed', at: '2026-01-02T09:00:00Z', reason: null },
    { inventor: 1, state: 'pending', at: null, reason: null },
    { inventor: 6, state: 'declined', at: '2026-01-03T09:00:00Z', reason: 'I only tested it.' },
  ],
  public_disclosure_date: '2099-03-01',
  public_disclosure_kind: 'talk',
  conception_date: '2025-11-20',
  funding: ['ANR grant', 'ACME contract'],
});

function serve(ticket: Ticket = base) {
  let current = ticket;
  const calls: { path: string; body: unknown }[] = [];
  const answer = (state: 'confirmed' | 'declined', reason: string | null) => {
    current = {
      ...current,
      confirmations: current.confirmations.map((c) =>
        c.inventor === 1 ? { ...c, state, reason, at: '2026-01-05T10:00:00Z' } : c,
      ),
    };
    return HttpResponse.json(current);
  };
  server.use(
    http.get('*/api/inventors/ticket/7', () => HttpResponse.json(current)),
    http.get('*/api/inventors/inventor/5', () =>
      HttpResponse.json(makeInventor(5, 'Grace Hopper')),
    ),
    http.get('*/api/inventors/inventor/1', () =>
      HttpResponse.json(makeInventor(1, 'Ada Lovelace')),
    ),
    http.get('*/api/inventors/inventor/6', () => HttpResponse.json(makeInventor(6, 'Alan Turing'))),
    http.post('*/api/inventors/ticket/7/confirm/', async ({ request }) => {
      const body = (await request.json()) as { version: string };
      calls.push({ path: 'confirm', body });
      if (body.version !== current.version) return stale();
      return answer('confirmed', null);
    }),
    http.post('*/api/inventors/ticket/7/decline/', async ({ request }) => {
      const body = (await request.json()) as { version: string; reason: string };
      calls.push({ path: 'decline', body });
      if (body.version !== current.version) return stale();
      return answer('declined', body.reason);
    }),
  );
  /** The submitter edits the ticket meanwhile: a new version, with a new title. */
  const edit = () => {
    current = { ...current, title: 'Solar ink, revised', version: 'version-7-2' };
  };
  return Object.assign(calls, { edit });
}

const stale = () =>
  HttpResponse.json(
    {
      detail: 'The ticket changed since you opened it. Review it again.',
      code: 'stale_version',
    },
    { status: 409 },
  );

const panel = () => screen.findByRole('region', { name: 'Contributions and confirmations' });

describe('Ticket detail: shares and confirmations', () => {
  it("shows each inventor's share and confirmation state, a decline with its reason", async () => {
    serve();
    renderTickets('/tickets/7');
    const region = await panel();
    expect(within(region).getByText('1/3 confirmed')).toBeInTheDocument();
    const grace = (await within(region).findByText('Grace Hopper')).closest('li') as HTMLElement;
    expect(within(grace).getByText('50%')).toBeInTheDocument();
    expect(within(grace).getByText('Confirmed')).toBeInTheDocument();
    const ada = (await within(region).findByText('Ada Lovelace (you)')).closest(
      'li',
    ) as HTMLElement;
    expect(within(ada).getByText('30%')).toBeInTheDocument();
    expect(within(ada).getByText('Awaiting confirmation')).toBeInTheDocument();
    const alan = within(region).getByText('Alan Turing').closest('li') as HTMLElement;
    expect(within(alan).getByText('Declined')).toBeInTheDocument();
    expect(within(alan).getByText('Reason: I only tested it.')).toBeInTheDocument();

    const answers = screen.getByRole('region', { name: 'Public disclosure and funding' });
    expect(within(answers).getByText(/^Talk on /)).toBeInTheDocument();
    expect(within(answers).getByText('ANR grant; ACME contract')).toBeInTheDocument();
  });

  it('lets the signed-in co-inventor confirm while pending', async () => {
    const calls = serve();
    const { user } = renderTickets('/tickets/7');
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByText('You confirmed this ticket.')).toBeInTheDocument();
    expect([...calls]).toEqual([{ path: 'confirm', body: { version: 'version-7-1' } }]);
    expect(within(region).getByText('2/3 confirmed')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('asks the reason (1 to 500 characters) before declining', async () => {
    const calls = serve();
    const { user } = renderTickets('/tickets/7');
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this ticket' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Say why you decline.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(reason, 'My share is 40%.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect([...calls]).toEqual([
      { path: 'decline', body: { version: 'version-7-1', reason: 'My share is 40%.' } },
    ]);
    expect(await within(region).findByText(/You declined this ticket/)).toBeInTheDocument();
    expect(within(region).getByText('Reason: My share is 40%.')).toBeInTheDocument();
  });

  it('on a ticket changed since it was opened: says so, shows the new version, confirms that one', async () => {
    const calls = serve();
    const { user } = renderTickets('/tickets/7');
    const region = await panel();
    expect(await screen.findByRole('heading', { name: 'Solar ink' })).toBeInTheDocument();
    calls.edit();
    await user.click(await within(region).findByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The ticket changed since you opened it. Review it again: the page now shows the new version.',
    );
    expect(await screen.findByRole('heading', { name: 'Solar ink, revised' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByText('You confirmed this ticket.')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { version: 'version-7-1' },
      { version: 'version-7-2' },
    ]);
  });

  it('a decline of a changed ticket is refused the same way, the reason kept', async () => {
    const calls = serve();
    const { user } = renderTickets('/tickets/7');
    const region = await panel();
    calls.edit();
    await user.click(await within(region).findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this ticket' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not mine.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await within(dialog).findByText(
        'The ticket changed since you opened it. Review it again: the page now shows the new version.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Not mine.');
    // Behind the dialog, the page already shows the new version.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Solar ink, revised' })).toBeInTheDocument();
  });

  it("shows the server's message when the confirmation fails", async () => {
    serve();
    server.use(
      http.post('*/api/inventors/ticket/7/confirm/', () =>
        HttpResponse.json({ detail: 'Already confirmed.' }, { status: 409 }),
      ),
    );
    const { user } = renderTickets('/tickets/7');
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByText('Already confirmed.')).toBeInTheDocument();
  });

  it('focuses the confirmation panel when opened from the mail link (?confirm=1)', async () => {
    serve();
    renderTickets('/tickets/7?confirm=1');
    const region = await panel();
    await waitFor(() => expect(region).toHaveFocus());
  });

  it('offers no answer to an inventor already confirmed, nor on a draft', async () => {
    serve({
      ...base,
      confirmations: base.confirmations.map((c) =>
        c.inventor === 1 ? { ...c, state: 'confirmed', at: '2026-01-04T09:00:00Z' } : c,
      ),
    });
    renderTickets('/tickets/7');
    const region = await panel();
    expect(within(region).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});
