import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { counts, makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);

/**
 * Issue 33: a broad search lists its first 1,000 matches only. The queue says so and shows the
 * counts that reached the limit as "1,000+"; below it nothing changes.
 */
function serveSearch(capped: boolean) {
  server.use(
    http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged([]))),
    http.get('*/api/office/tickets/counts/', () =>
      HttpResponse.json(
        capped
          ? counts({ pending: 1000, approved: 12, total: 1000, capped: ['pending', 'total'] })
          : counts({ pending: 3, approved: 0, total: 3 }),
      ),
    ),
    http.get('*/api/office/tickets/', () => {
      const rows = [makeOfficeTicketRow(1, { title: 'Solar idea' })];
      const page = paged(rows, capped ? 1000 : 3);
      return HttpResponse.json(capped ? { ...page, count_capped: true } : page);
    }),
  );
}

describe('Review queue: a search stopped at 1,000 matches', () => {
  it('says only the first 1,000 are listed and shows the capped counts as 1,000+', async () => {
    serveSearch(true);
    renderOffice('/office/tickets?search=idea');
    expect(
      await screen.findByText(
        'More than 1,000 tickets match this search: only the first 1,000 are listed. Narrow the search to see the others.',
      ),
    ).toBeInTheDocument();
    const statuses = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(statuses).getByRole('button', { name: 'All (1,000+)' })).toBeInTheDocument();
    expect(within(statuses).getByRole('button', { name: 'Pending (1,000+)' })).toBeInTheDocument();
    expect(within(statuses).getByRole('button', { name: 'Approved (12)' })).toBeInTheDocument();
  });

  it('shows exact counts and no notice when the search matches fewer', async () => {
    serveSearch(false);
    renderOffice('/office/tickets?search=idea');
    await screen.findByText('Solar idea');
    expect(screen.queryByText(/only the first/)).not.toBeInTheDocument();
    const statuses = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(statuses).getByRole('button', { name: 'Pending (3)' })).toBeInTheDocument();
  });
});
