import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@inventor-portal/shared/i18n';
import type { OfficeAnalytics } from '@inventor-portal/shared/schemas';
import { captureDownloads, startMsw } from '@inventor-portal/shared/test-utils';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
afterEach(() => act(() => i18n.changeLanguage('en')));

const analytics = (extra: Partial<OfficeAnalytics> = {}): OfficeAnalytics => ({
  from: '2025-01-01',
  to: '2025-03-31',
  group: 'month',
  submitted: [
    { period: '2025-01', count: 3 },
    { period: '2025-02', count: 0 },
    { period: '2025-03', count: 5 },
  ],
  decided: [
    { period: '2025-01', approved: 1, refused: 0 },
    { period: '2025-02', approved: 2, refused: 1 },
    { period: '2025-03', approved: 0, refused: 0 },
  ],
  status: { pending: 4, needs_info: 1, approved: 2, refused: 1 },
  affiliations: [
    { affiliation: 'CIE', count: 6 },
    { affiliation: 'None', count: 2 },
  ],
  days_to_decision: { median: 12.5, p90: 40 },
  days_to_decision_by_period: [
    { period: '2025-01', median: 10, p90: 10 },
    { period: '2025-02', median: 14, p90: 40 },
    { period: '2025-03', median: null, p90: null },
  ],
  needs_info_share: 0.13,
  fully_confirmed_share: 0.75,
  reviews: { assigned: 6, submitted: 4, overdue: 1, median_days_to_submit: 9 },
  ...extra,
});

/** Serves the figures and remembers every query the page sent. */
function serve(body: OfficeAnalytics = analytics()) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/office/analytics/', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(body);
    }),
  );
  return queries;
}

const figure = (name: string) => screen.getByRole('figure', { name });

describe('Office analytics', () => {
  it('asks for the last 12 months by month and reads every chart’s numbers in its caption', async () => {
    const queries = serve();
    renderOffice('/office/analytics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office analytics' }),
    ).toBeVisible();
    expect(document.title).toBe('Office analytics | Inventor Portal');
    await screen.findByRole('figure', { name: 'Disclosures submitted' });
    expect(queries[0].get('group')).toBe('month');
    const from = queries[0].get('from') ?? '';
    const to = queries[0].get('to') ?? '';
    expect(to).toBe(new Date().toISOString().slice(0, 10));
    // The first day of the month 11 months before this one.
    const start = new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 12, 1));
    expect(from).toBe(start.toISOString().slice(0, 10));

    expect(figure('Disclosures submitted')).toHaveTextContent(
      'Disclosures submitted per period: 2025-01: 3; 2025-02: 0; 2025-03: 5.',
    );
    expect(figure('Decisions')).toHaveTextContent(
      'Decisions per period: 2025-01: 1 approved, 0 refused; 2025-02: 2 approved, 1 refused; 2025-03: 0 approved, 0 refused.',
    );
    expect(figure('Status now')).toHaveTextContent(
      'Pending: 4; Needs information: 1; Approved: 2; Refused: 1.',
    );
    expect(figure('Affiliations')).toHaveTextContent('CIE: 6; None: 2.');
    expect(figure('Days to decision')).toHaveTextContent(
      'median 12.5, 90th percentile 40. Per period: 2025-01: median 10, 90th percentile 10; 2025-02: median 14, 90th percentile 40; 2025-03: median —, 90th percentile —.',
    );
    expect(figure('Needed information, fully confirmed')).toHaveTextContent(
      '13% of the tickets needed more information; 75% were fully confirmed by their co-inventors.',
    );
    expect(figure('Committee reviews')).toHaveTextContent(
      'Assigned: 6; Submitted: 4; Overdue: 1; Median days to submit: 9.',
    );
    expect(screen.getByRole('link', { name: 'Download the annual report (xlsx)' })).toHaveAttribute(
      'href',
      `/api/office/analytics/report.xlsx?year=${Number(to.slice(0, 4)) - 1}`,
    );
  });

  it('shows a chart as a table and downloads its data as CSV', async () => {
    serve();
    const user = userEvent.setup();
    renderOffice('/office/analytics');
    const decisions = await screen.findByRole('figure', { name: 'Decisions' });
    const toggle = within(decisions).getByRole('button', { name: 'Table view: Decisions' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const rows = within(within(decisions).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodApprovedRefused',
      '2025-0110',
      '2025-0221',
      '2025-0300',
    ]);

    const capture = captureDownloads();
    try {
      await user.click(
        within(decisions).getByRole('button', { name: 'Download the CSV: Decisions' }),
      );
      expect(capture.downloads).toHaveLength(1);
      expect(capture.downloads[0].fileName).toBe('analytics-decided.csv');
      expect(await capture.downloads[0].blob.text()).toBe(
        '"Period","Approved","Refused"\r\n"2025-01","1","0"\r\n"2025-02","2","1"\r\n"2025-03","0","0"\r\n',
      );
    } finally {
      capture.restore();
    }
  });

  it('asks again for another range and grouping, and refuses a custom range that ends before it starts', async () => {
    const queries = serve();
    const user = userEvent.setup();
    renderOffice('/office/analytics');
    await screen.findByRole('figure', { name: 'Decisions' });

    await user.click(screen.getByRole('combobox', { name: 'Range' }));
    await user.click(screen.getByRole('option', { name: 'Last year' }));
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(screen.getByRole('option', { name: 'Quarter' }));
    const year = new Date().getUTCFullYear() - 1;
    await waitFor(() =>
      expect(Object.fromEntries(queries[queries.length - 1])).toEqual({
        from: `${year}-01-01`,
        to: `${year}-12-31`,
        group: 'quarter',
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Range' }));
    await user.click(screen.getByRole('option', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2030-01-01');
    expect(screen.getByText('The start date is after the end date.')).toBeVisible();
    const asked = queries.length;
    await user.clear(from);
    await user.type(from, '2024-02-01');
    await waitFor(() => expect(queries.length).toBeGreaterThan(asked));
    expect(queries[queries.length - 1].get('from')).toBe('2024-02-01');
  });

  it('speaks French', async () => {
    serve();
    await act(() => i18n.changeLanguage('fr'));
    renderOffice('/office/analytics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistiques du bureau' }),
    ).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Décisions' })).toHaveTextContent(
      'Décisions par période : 2025-01 : 1 approuvés, 0 refusés',
    );
    expect(screen.getByRole('figure', { name: 'Affiliations' })).toHaveTextContent(
      'CIE : 6 ; Aucune : 2.',
    );
  });
});
