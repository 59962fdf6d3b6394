import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { makeInventorSummary } from '@inventor-portal/shared/test-fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeOfficeTicketDetail } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });
jest.setTimeout(30000);

describe('Ticket review: attestation', () => {
  it('shows each share and confirmation read-only, the disclosure answers and the funding', async () => {
    server.use(
      http.get('*/api/office/tickets/7/', () =>
        HttpResponse.json(
          makeOfficeTicketDetail(7, {
            title: 'Solar ink',
            inventors: [1, 5],
            inventor_details: [
              makeInventorSummary(1, 'Ada Lovelace'),
              makeInventorSummary(5, 'Grace Hopper'),
            ],
            contributions: [
              { inventor: 1, percent: 70 },
              { inventor: 5, percent: 30 },
            ],
            confirmations: [
              { inventor: 1, state: 'confirmed', at: '2026-01-02T09:00:00Z', reason: null },
              {
                inventor: 5,
                state: 'declined',
                at: '2026-01-03T09:00:00Z',
                reason: 'Share too low',
              },
            ],
            public_disclosure_date: '2099-06-01',
            public_disclosure_kind: 'poster',
            conception_date: '2025-11-20',
            funding: ['ANR grant'],
          }),
        ),
      ),
    );
    renderOffice('/office/tickets/7');
    const region = await screen.findByRole('region', { name: 'Contributions and confirmations' });
    expect(within(region).getByText('1/2 confirmed')).toBeInTheDocument();
    const grace = within(region).getByText('Grace Hopper').closest('li') as HTMLElement;
    expect(within(grace).getByText('30%')).toBeInTheDocument();
    expect(within(grace).getByText('Declined')).toBeInTheDocument();
    expect(within(grace).getByText('Reason: Share too low')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();

    const answers = screen.getByRole('region', { name: 'Public disclosure and funding' });
    expect(within(answers).getByText(/^Poster on /)).toBeInTheDocument();
    expect(within(answers).getByText('ANR grant')).toBeInTheDocument();
  });
});
