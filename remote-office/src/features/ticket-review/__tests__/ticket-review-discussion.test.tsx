import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { Comment } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeOfficeTicketDetail, makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });

const comment = (id: number, body: string, name: string, role: Comment['author']['role']) => ({
  id,
  body,
  author: { id, name, role },
  created_at: new Date().toISOString(),
});

describe('Ticket review: discussion', () => {
  it("shows the ticket's thread, and the office's message in it once a decision asks for more information", async () => {
    let ticket = makeOfficeTicketDetail(7);
    const comments: Comment[] = [comment(1, 'Is the prototype ready?', 'Ada Lovelace', 'inventor')];
    server.use(
      http.get('*/api/office/tickets/7/', () => HttpResponse.json(ticket)),
      http.get('*/api/inventors/ticket/7/comments/', () => HttpResponse.json(paged(comments))),
      http.post('*/api/office/tickets/7/status/', async ({ request }) => {
        const sent = (await request.json()) as { status: string; message: string };
        ticket = { ...ticket, status: sent.status };
        // The server posts the decision's message as an office comment (API.md Part 2).
        comments.push(comment(2, sent.message, 'Grace Office', 'office'));
        return HttpResponse.json(makeOfficeTicketRow(7, { status: sent.status }));
      }),
    );
    const { user } = renderOffice('/office/tickets/7');

    const discussion = await screen.findByRole('region', { name: 'Discussion' });
    expect(await within(discussion).findByText('Is the prototype ready?')).toBeVisible();

    const decision = screen.getByRole('region', { name: 'Decision' });
    await user.selectOptions(within(decision).getByLabelText(/^Status/), 'Needs more information');
    await user.type(
      within(decision).getByLabelText(/Message to the inventors/),
      'Please add the test results.',
    );
    await user.click(within(decision).getByRole('button', { name: 'Save decision' }));

    const thread = within(discussion).getByRole('list', { name: 'Comments' });
    expect(await within(thread).findByText('Please add the test results.')).toBeVisible();
    expect(within(thread).getAllByRole('listitem')[1]).toHaveTextContent(/^Grace OfficeOffice/);
  });
});
