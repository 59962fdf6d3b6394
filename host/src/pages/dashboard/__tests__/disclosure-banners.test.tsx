import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeTicket, me, paged } from '@host/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { restoreEnglish } from '@host/test/language';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';

startMsw(server);
jest.setTimeout(30000);
afterEach(restoreEnglish);

/** 'YYYY-MM-DD' `days` from today (local calendar). */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

function serveTickets() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/inventors/tickets/', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        paged([
          makeTicket(1, { title: 'Solar ink', public_disclosure_date: inDays(12) }),
          makeTicket(2, { title: 'Cold fusion', public_disclosure_date: inDays(1) }),
          makeTicket(3, { title: 'Late paper', public_disclosure_date: inDays(-2) }),
          makeTicket(4, {
            title: 'Approved one',
            status: 'approved',
            public_disclosure_date: inDays(5),
          }),
          makeTicket(5, { title: 'Far away', public_disclosure_date: inDays(45) }),
          makeTicket(6, { title: 'No date', public_disclosure_date: null }),
        ]),
      );
    }),
  );
  return asked;
}

describe('dashboard: public disclosure banners', () => {
  it('shows a banner per open ticket whose public disclosure is within 30 days, linking to it', async () => {
    serveTickets();
    renderWithApp(null, { route: '/dashboard' });
    const banners = await screen.findByRole('region', { name: 'Public disclosure deadlines' });
    const solar = within(banners).getByRole('link', { name: 'Solar ink' });
    expect(solar).toHaveAttribute('href', '/tickets/1');
    expect(solar.closest('[role="alert"]')).toHaveTextContent(
      'Public disclosure in 12 days: Solar ink',
    );
    // Singular for one day.
    expect(
      within(banners).getByRole('link', { name: 'Cold fusion' }).closest('[role="alert"]'),
    ).toHaveTextContent('Public disclosure in 1 day: Cold fusion');
    expect(within(banners).queryByText('Approved one')).not.toBeInTheDocument();
    expect(within(banners).queryByText('Far away')).not.toBeInTheDocument();
    expect(within(banners).queryByText('No date')).not.toBeInTheDocument();
  });

  it('flags a date already past on a pending ticket in red, first', async () => {
    serveTickets();
    renderWithApp(null, { route: '/dashboard' });
    const banners = await screen.findByRole('region', { name: 'Public disclosure deadlines' });
    const alerts = within(banners).getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(
      'Public disclosure passed 2 days ago, ticket still open: Late paper',
    );
    expect(alerts[0]).toHaveClass('MuiAlert-filledError');
    expect(alerts[1]).toHaveTextContent('Cold fusion');
    expect(alerts[1]).toHaveClass('MuiAlert-standardWarning');
  });

  it('shows no banner when no disclosure is near', async () => {
    server.use(
      http.get('*/api/inventors/tickets/', () =>
        HttpResponse.json(paged([makeTicket(1, { public_disclosure_date: inDays(60) })])),
      ),
    );
    renderWithApp(null, { route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace!' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Public disclosure deadlines' }),
    ).not.toBeInTheDocument();
  });

  it('says it in French for a French account, singular and plural', async () => {
    serveTickets();
    server.use(http.get('*/api/accounts/me/', () => HttpResponse.json({ ...me, language: 'fr' })));
    renderWithApp(null, { route: '/dashboard' });
    const banners = await screen.findByRole('region', {
      name: 'Échéances de divulgation publique',
    });
    expect(
      within(banners).getByRole('link', { name: 'Solar ink' }).closest('[role="alert"]'),
    ).toHaveTextContent('Divulgation publique dans 12\u202fjours\u202f: Solar ink', {
      normalizeWhitespace: false,
    });
    expect(
      within(banners).getByRole('link', { name: 'Cold fusion' }).closest('[role="alert"]'),
    ).toHaveTextContent('Divulgation publique dans 1\u202fjour\u202f: Cold fusion', {
      normalizeWhitespace: false,
    });
  });
});
