import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { counts, makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
jest.setTimeout(30000);

/** 'YYYY-MM-DD' `days` from today (local calendar). */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const confirmations = (...states: ('pending' | 'confirmed' | 'declined')[]) =>
  states.map((state, index) => ({
    inventor: index + 1,
    state,
    at: state === 'pending' ? null : '2026-01-02T09:00:00Z',
    reason: state === 'declined' ? 'Not mine' : null,
  }));

function serveQueue() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged([]))),
    http.get('*/api/office/tickets/counts/', () => HttpResponse.json(counts())),
    http.get('*/api/office/tickets/', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        paged([
          makeOfficeTicketRow(1, {
            title: 'Solar ink',
            inventors: [1, 2, 3],
            confirmations: confirmations('confirmed', 'confirmed', 'pending'),
            public_disclosure_date: inDays(12),
          }),
          makeOfficeTicketRow(2, {
            title: 'Cold fusion',
            confirmations: confirmations('confirmed', 'declined'),
            public_disclosure_date: inDays(-3),
          }),
          makeOfficeTicketRow(3, {
            title: 'Old news',
            status: 'approved',
            public_disclosure_date: inDays(-3),
          }),
        ]),
      );
    }),
  );
  return asked;
}

/** The row of `title`, once the table shows data (it replaces a skeleton table first). */
const rowOf = async (title: string) =>
  (await screen.findByText(title, {}, { timeout: 8000 })).closest('tr') as HTMLElement;

describe('Review queue: attestation', () => {
  it("shows '2/3 confirmed' per row, a declined one in red", async () => {
    serveQueue();
    renderOffice('/office/tickets');
    expect(within(await rowOf('Solar ink')).getByText('2/3 confirmed')).toBeInTheDocument();
    expect(
      within(await rowOf('Cold fusion')).getByText(/1\/2 confirmed · declined/),
    ).toBeInTheDocument();
  });

  it('flags a public disclosure within 30 days (days left) and a past one on an open ticket', async () => {
    serveQueue();
    renderOffice('/office/tickets');
    const soon = within(await rowOf('Solar ink')).getByText(/in 12 days$/);
    expect(soon.closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    const past = within(await rowOf('Cold fusion')).getByText(/passed, still open$/);
    expect(past.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    // A decided ticket is not flagged.
    expect(within(await rowOf('Old news')).queryByText(/passed/)).not.toBeInTheDocument();
  });

  it("filters on 'Not all confirmed' (confirmation=incomplete)", async () => {
    const asked = serveQueue();
    const { user } = renderOffice('/office/tickets');
    await rowOf('Solar ink');
    await user.click(screen.getByRole('checkbox', { name: 'Not all confirmed' }));
    await waitFor(() => expect(asked.at(-1)?.get('confirmation')).toBe('incomplete'));
    await user.click(screen.getByRole('checkbox', { name: 'Not all confirmed' }));
    expect(screen.getByRole('checkbox', { name: 'Not all confirmed' })).not.toBeChecked();
  });

  it('sorts disclosure deadlines first on demand (ordering=disclosure)', async () => {
    const asked = serveQueue();
    const { user } = renderOffice('/office/tickets');
    await rowOf('Solar ink');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Disclosure deadline first',
    );
    await waitFor(() => expect(asked.at(-1)?.get('ordering')).toBe('disclosure'));
  });
});
