import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeTicket, paged } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { server } from '@remote-tickets/test/server';

startMsw(server, { csrfToken: 'test-token' });

function serveTicket(ticket: ReturnType<typeof makeTicket>) {
  server.use(http.get(`*/api/inventors/ticket/${ticket.id}`, () => HttpResponse.json(ticket)));
}

describe('Ticket detail: discussion', () => {
  it("shows the thread of a submitted ticket, the office's request included, and a composer", async () => {
    serveTicket(makeTicket(7, { title: 'Solar ink', is_draft: false, status: 'needs_info' }));
    server.use(
      http.get('*/api/inventors/ticket/7/comments/', () =>
        HttpResponse.json(
          paged([
            {
              id: 1,
              body: 'Please add the test results.',
              author: { id: 10, name: 'Grace Office', role: 'office' },
              created_at: new Date().toISOString(),
            },
          ]),
        ),
      ),
    );
    renderTickets('/tickets/7');

    const discussion = await screen.findByRole('region', { name: 'Discussion' });
    const thread = await within(discussion).findByRole('list', { name: 'Comments' });
    expect(within(thread).getByText('Please add the test results.')).toBeVisible();
    expect(within(thread).getByText('Office')).toBeVisible();
    expect(within(discussion).getByRole('textbox', { name: 'Your comment' })).toBeInTheDocument();
    expect(within(discussion).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('shows no discussion for a draft, and asks for no thread', async () => {
    const asked = jest.fn();
    serveTicket(makeTicket(7, { title: 'Solar ink', is_draft: true }));
    server.use(
      http.get('*/api/inventors/ticket/7/comments/', () => {
        asked();
        return HttpResponse.json(paged([]));
      }),
    );
    renderTickets('/tickets/7');

    expect(await screen.findByRole('heading', { level: 1, name: /Solar ink/ })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Discussion' })).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
