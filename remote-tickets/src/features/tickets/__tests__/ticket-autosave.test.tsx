import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeInventor, makeTicket } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { server } from '@remote-tickets/test/server';
import { AUTOSAVE_DELAY, autosaveSettings } from '../hooks/use-autosave';

startMsw(server);
jest.setTimeout(40000);

// The real 2 s are the hook's own test (fake timers); here a short pause keeps the file quick.
beforeAll(() => {
  autosaveSettings.delay = 150;
});
afterAll(() => {
  autosaveSettings.delay = AUTOSAVE_DELAY;
});

type User = ReturnType<typeof renderTickets>['user'];

interface Call {
  method: string;
  url: string;
  body: FormData;
}

/** Records every create and PATCH; the created draft is ticket 9. */
function serveSaves(fail: () => boolean = () => false) {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    calls.push({ method: request.method, url: request.url, body: await request.formData() });
  };
  server.use(
    http.post('*/api/inventors/ticket/create/', async ({ request }) => {
      if (fail()) return HttpResponse.error();
      await record(request);
      return HttpResponse.json(makeTicket(9, { is_draft: true }), { status: 201 });
    }),
    http.patch('*/api/inventors/ticket/:id/', async ({ request, params }) => {
      if (fail()) return HttpResponse.error();
      await record(request);
      return HttpResponse.json(makeTicket(Number(params.id)));
    }),
  );
  return calls;
}

async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

async function fillText(user: User) {
  await fill(user, 'Title', 'Solar ink');
  await fill(user, 'Summary', 'Ink that charges');
  await fill(user, 'Context', 'Roofs');
  await fill(user, 'Problem Identification', 'Panels are heavy');
}

const stored = (slot: string) => {
  const raw = window.localStorage.getItem(`inventor-portal:ticket-draft:${slot}`);
  return raw ? (JSON.parse(raw) as { values: { title: string }; ticketId: number | null }) : null;
};

describe('Create ticket: nothing typed is lost', () => {
  it('keeps what is typed on the device at once, before any server save', async () => {
    serveSaves();
    const { user } = renderTickets('/tickets/create');
    await fill(user, 'Title', 'Solar');
    expect(stored('create')?.values.title).toBe('Solar');
    // Not sendable yet (the other required fields are empty): kept on this device.
    expect(await screen.findByText(/^Kept on this device at \d{1,2}:\d{2}/)).toBeInTheDocument();
  });

  it('creates a draft on the first autosave, PATCHes it after, and submitting completes it', async () => {
    const calls = serveSaves();
    const { user } = renderTickets('/tickets/create');
    await fillText(user);
    expect(await screen.findByText(/^Saved at \d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body.get('is_draft')).toBe('true');
    await waitFor(() => expect(stored('create')?.ticketId).toBe(9));

    await fill(user, 'Context', ' and walls');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].method).toBe('PATCH');
    expect(calls[1].url).toMatch(/\/api\/inventors\/ticket\/9\/$/);
    expect(calls[1].body.get('context')).toBe('Roofs and walls');
    expect(calls[1].body.get('is_draft')).toBe('true');

    await waitFor(() => expect(screen.getByText(/^Saved at/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Ticket submitted successfully!')).toBeInTheDocument();
    // The autosaved draft is submitted, not filed a second time.
    const last = calls[calls.length - 1];
    expect(last.method).toBe('PATCH');
    expect(last.url).toMatch(/\/ticket\/9\/$/);
    expect(last.body.get('is_draft')).toBe('false');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(stored('create')).toBeNull();
  });

  it("says 'Not saved — retrying' while the network is down, and keeps the text", async () => {
    let down = true;
    serveSaves(() => down);
    const { user } = renderTickets('/tickets/create');
    await fillText(user);
    expect(await screen.findByText('Not saved — retrying')).toBeInTheDocument();
    expect(screen.getByText('Not saved — retrying')).toHaveAttribute('aria-live', 'polite');
    expect(stored('create')?.values.title).toBe('Solar ink');
    down = false;
    // The first retry comes 2 s later.
    expect(await screen.findByText(/^Saved at/, {}, { timeout: 6000 })).toBeInTheDocument();
  });

  it('offers to continue the last unsent draft when /tickets/create is opened again', async () => {
    const calls = serveSaves();
    window.localStorage.setItem(
      'inventor-portal:ticket-draft:create',
      JSON.stringify({
        values: {
          title: 'Solar ink',
          summary: 'Ink that charges',
          context: 'Roofs',
          problem_identification: 'Panels',
          inventors: [],
          co_applications: [],
          contributions: {},
          public_disclosure_date: '2026-03-01',
          public_disclosure_kind: 'talk',
          conception_date: '',
          funding: ['ANR grant'],
        },
        ticketId: 9,
        savedAt: '2026-01-05T10:42:00Z',
      }),
    );
    const { user } = renderTickets('/tickets/create');
    expect(
      await screen.findByRole('region', { name: 'Continue your unsent ticket?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/“Solar ink” was left unsent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue draft' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue draft' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Solar ink');
    expect(screen.getByRole('textbox', { name: 'Funding source 1' })).toHaveValue('ANR grant');
    expect(screen.getByLabelText('Public disclosure date')).toHaveValue('2026-03-01');

    // Saves go on into the same draft ticket.
    await fill(user, 'Problem Identification', ' are heavy');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].method).toBe('PATCH');
    expect(calls[0].url).toMatch(/\/ticket\/9\/$/);
  });

  it("'Start a new ticket' discards the kept draft", async () => {
    window.localStorage.setItem(
      'inventor-portal:ticket-draft:create',
      JSON.stringify({
        values: { title: 'Old idea' },
        ticketId: null,
        savedAt: '2026-01-05T10:42:00Z',
      }),
    );
    const { user } = renderTickets('/tickets/create');
    await user.click(await screen.findByRole('button', { name: 'Start a new ticket' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(stored('create')).toBeNull();
  });
});

describe('Edit ticket: nothing typed is lost', () => {
  const pending = makeTicket(7, {
    title: 'Solar ink',
    summary: 'Ink that charges',
    context: 'Roofs',
    problem_identification: 'Panels are heavy',
    inventors: [1, 5],
    confirmations: [
      { inventor: 1, state: 'confirmed', at: '2026-01-02T09:00:00Z', reason: null },
      { inventor: 5, state: 'confirmed', at: '2026-01-03T09:00:00Z', reason: null },
    ],
  });

  function serveTicket(ticket = pending) {
    server.use(
      http.get(`*/api/inventors/ticket/${ticket.id}`, () => HttpResponse.json(ticket)),
      http.get('*/api/inventors/inventor/5', () =>
        HttpResponse.json(makeInventor(5, 'Grace Hopper')),
      ),
    );
  }

  it('never autosaves a submitted ticket to the server (that would reset confirmations), and offers the edit back', async () => {
    const calls = serveSaves();
    serveTicket();
    const first = renderTickets('/tickets/7/edit');
    await first.user.click(await screen.findByRole('textbox', { name: 'Summary' }));
    await first.user.paste(' on roofs');
    expect(await screen.findByText(/^Kept on this device at/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls).toHaveLength(0);
    first.unmount();

    const second = renderTickets('/tickets/7/edit');
    expect(
      await screen.findByRole('region', { name: 'Restore your unsaved changes?' }),
    ).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue(
      'Ink that charges on roofs',
    );
    expect(calls).toHaveLength(0);
  });

  it('autosaves the edit of a draft into that draft', async () => {
    const calls = serveSaves();
    serveTicket({ ...pending, is_draft: true, confirmations: [] });
    const { user } = renderTickets('/tickets/7/edit');
    await user.click(await screen.findByRole('textbox', { name: 'Summary' }));
    await user.paste(' on roofs');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].method).toBe('PATCH');
    expect(calls[0].body.get('is_draft')).toBe('true');
    expect(calls[0].body.get('summary')).toBe('Ink that charges on roofs');
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  });
});
