import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeOfficeTicketDetail } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });

describe('Ticket review: attachments', () => {
  it('lists the inventors’ files, each a download, and the zip of all', async () => {
    server.use(
      http.get('*/api/office/tickets/7/', () => HttpResponse.json(makeOfficeTicketDetail(7))),
      http.get('*/api/inventors/ticket/7/attachments/', () =>
        HttpResponse.json([
          {
            id: 3,
            name: 'lab-notes.pdf',
            size: 5 * 1024 * 1024,
            content_type: 'application/pdf',
            url: '/api/files/attachments/abcdefghijklmnopqrstuv.pdf',
            uploaded_by: { id: 2, name: 'Ada Lovelace' },
            created_at: '2026-03-14T09:30:00Z',
          },
        ]),
      ),
    );
    renderOffice('/office/tickets/7');
    const panel = await screen.findByRole('region', { name: 'Attachments' });
    const link = await within(panel).findByRole('link', { name: 'lab-notes.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/attachments/abcdefghijklmnopqrstuv.pdf');
    expect(panel).toHaveTextContent('5 MB · added by Ada Lovelace');
    expect(within(panel).getByRole('link', { name: 'Download all (zip)' })).toHaveAttribute(
      'href',
      '/api/inventors/ticket/7/attachments.zip',
    );
    // The office reads them here; it adds none from this page.
    expect(within(panel).queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
