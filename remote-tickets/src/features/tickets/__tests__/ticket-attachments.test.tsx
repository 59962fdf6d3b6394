import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import type { TicketAttachment } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeTicket } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { server } from '@remote-tickets/test/server';

startMsw(server);
jest.setTimeout(40000);

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

type User = ReturnType<typeof renderTickets>['user'];

const attachment = (id: number, name: string): TicketAttachment => ({
  id,
  name,
  size: 10,
  content_type: 'application/pdf',
  url: `/api/files/attachments/k${id}abcdefghijklmnopq.pdf`,
  uploaded_by: { id: 1, name: 'Ada Lovelace' },
  created_at: '2026-03-14T09:30:00Z',
});

/** The server's side: creates are ticket 9; uploads to 9 are listed; every call recorded. */
function serveTicketNine() {
  const calls: string[] = [];
  const files: TicketAttachment[] = [];
  server.use(
    http.post('*/api/inventors/ticket/create/', async ({ request }) => {
      const body = await request.formData();
      calls.push(`create is_draft=${String(body.get('is_draft'))}`);
      return HttpResponse.json(makeTicket(9, { is_draft: true }), { status: 201 });
    }),
    http.patch('*/api/inventors/ticket/:id/', async ({ params, request }) => {
      const body = await request.formData();
      calls.push(`patch ${String(params.id)} is_draft=${String(body.get('is_draft'))}`);
      return HttpResponse.json(makeTicket(Number(params.id), { attachments: files }));
    }),
    http.get('*/api/inventors/ticket/9/attachments/', () => HttpResponse.json(files)),
    http.post('*/api/inventors/ticket/:id/attachments/', async ({ params, request }) => {
      const file = (await request.formData()).get('file');
      const name = typeof file === 'object' && file !== null ? file.name : '?';
      calls.push(`upload ${name} to ${String(params.id)}`);
      const row = attachment(files.length + 1, name);
      files.push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
  );
  return calls;
}

async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

/** Node's File: jest's jsdom has Node's FormData (for MSW), which takes only Node's Blobs. */
const pdf = (name: string) =>
  new NodeFile(['%PDF-1.4'], name, { type: 'application/pdf' }) as unknown as File;

describe('Attachments on the ticket form', () => {
  it('holds the files of a new ticket in its draft, then submits that same ticket', async () => {
    const calls = serveTicketNine();
    const { user } = renderTickets('/tickets/create');
    const panel = await screen.findByRole('region', { name: 'Attachments' });

    // Nothing to hold them yet: the required fields come first.
    await user.upload(within(panel).getByLabelText('Choose files'), pdf('early.pdf'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Fill in the required fields first',
    );
    expect(calls).toEqual([]);

    await fill(user, 'Title', 'Solar ink');
    await fill(user, 'Summary', 'Ink that charges');
    await fill(user, 'Context', 'Roofs');
    await fill(user, 'Problem Identification', 'Panels are heavy');
    await user.upload(within(panel).getByLabelText('Choose files'), [
      pdf('paper.pdf'),
      pdf('notes.pdf'),
    ]);

    const list = await within(panel).findByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    // One draft (the autosave waits for it rather than filing a second), the files go to it.
    expect(calls.filter((c) => c.startsWith('create'))).toEqual(['create is_draft=true']);
    expect(calls.filter((c) => c.startsWith('upload')).sort()).toEqual([
      'upload notes.pdf to 9',
      'upload paper.pdf to 9',
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByText('Ticket submitted successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
    expect(calls[calls.length - 1]).toBe('patch 9 is_draft=false');
  });

  it('continuing the unsent ticket shows the files its draft holds, and adds to that draft', async () => {
    const calls = serveTicketNine();
    window.localStorage.setItem(
      'inventor-portal:ticket-draft:create',
      JSON.stringify({
        values: {
          title: 'Solar ink',
          summary: 'Ink that charges',
          context: 'Roofs',
          problem_identification: 'Panels are heavy',
          inventors: [],
          co_applications: [],
          contributions: {},
          public_disclosure_date: '',
          public_disclosure_kind: '',
          conception_date: '',
          funding: [],
        },
        ticketId: 9,
        savedAt: '2026-01-05T10:42:00Z',
      }),
    );
    const { user } = renderTickets('/tickets/create');
    await user.click(await screen.findByRole('button', { name: 'Continue draft' }));
    const panel = screen.getByRole('region', { name: 'Attachments' });
    await user.upload(within(panel).getByLabelText('Choose files'), pdf('more.pdf'));

    expect(await within(panel).findByRole('link', { name: 'more.pdf' })).toBeInTheDocument();
    expect(calls).toEqual(['upload more.pdf to 9']);
  });

  it('lists a ticket’s files on its page, with Delete while it is open, none once decided', async () => {
    server.use(
      http.get('*/api/inventors/ticket/5', () => HttpResponse.json(makeTicket(5))),
      http.get('*/api/inventors/ticket/5/attachments/', () =>
        HttpResponse.json([attachment(1, 'paper.pdf')]),
      ),
      http.get('*/api/inventors/ticket/6', () =>
        HttpResponse.json(makeTicket(6, { status: 'approved' })),
      ),
      http.get('*/api/inventors/ticket/6/attachments/', () =>
        HttpResponse.json([attachment(2, 'final.pdf')]),
      ),
    );
    const open = renderTickets('/tickets/5');
    const panel = await screen.findByRole('region', { name: 'Attachments' });
    expect(await within(panel).findByRole('link', { name: 'paper.pdf' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Delete paper.pdf' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    open.unmount();

    renderTickets('/tickets/6');
    const decided = await screen.findByRole('region', { name: 'Attachments' });
    expect(await within(decided).findByRole('link', { name: 'final.pdf' })).toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  });
});
