import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { counts, makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
jest.setTimeout(30000);
afterEach(() => act(() => i18n.changeLanguage('en')));

const summary = (assigned: number, submitted: number, mean_score: number | null) => ({
  assigned,
  submitted,
  mean_score,
  recommendations: { file: submitted, do_not_file: 0, more_info: 0 },
});

function serveQueue() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged([]))),
    http.get('*/api/office/tickets/counts/', () => HttpResponse.json(counts())),
    http.get('*/api/office/tickets/', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        paged([
          makeOfficeTicketRow(1, { title: 'Solar ink', review_summary: summary(2, 1, 3.6) }),
          makeOfficeTicketRow(2, { title: 'Cold fusion', review_summary: summary(3, 0, null) }),
          makeOfficeTicketRow(3, { title: 'Old news', review_summary: summary(0, 0, null) }),
        ]),
      );
    }),
  );
  return asked;
}

const rowOf = async (title: string) =>
  (await screen.findByText(title, {}, { timeout: 8000 })).closest('tr') as HTMLElement;

describe('Review queue: committee review', () => {
  it('shows submitted/assigned and the mean score per row, "None" without a reviewer', async () => {
    serveQueue();
    renderOffice('/office/tickets');
    expect(
      within(await rowOf('Solar ink')).getByText(
        '1/2 submitted · mean 3.6 · File a patent application 1',
      ),
    ).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Reviews/ })).toBeInTheDocument();
    expect(within(await rowOf('Cold fusion')).getByText('0/3 submitted')).toBeVisible();
    expect(within(await rowOf('Old news')).getByText('None')).toBeVisible();
  });

  it('filters by review state (review=overdue), kept in the address', async () => {
    const asked = serveQueue();
    const { user } = renderOffice('/office/tickets');
    await rowOf('Solar ink');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reviews' }), 'Overdue');
    await waitFor(() => expect(asked.at(-1)?.get('review')).toBe('overdue'));
    expect(screen.getByTestId('location-search')).toHaveTextContent('review=overdue');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reviews' }), 'Any review state');
    // Back to the unfiltered list (served from the cache: no new call is needed).
    await waitFor(() =>
      expect(screen.getByTestId('location-search')).not.toHaveTextContent('review='),
    );
    expect(await rowOf('Old news')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    serveQueue();
    await act(() => i18n.changeLanguage('fr'));
    renderOffice('/office/tickets');
    expect(
      within(await rowOf('Solar ink')).getByText(
        '1/2 soumises · moyenne 3,6 · Déposer une demande de brevet 1',
      ),
    ).toBeVisible();
  });
});
