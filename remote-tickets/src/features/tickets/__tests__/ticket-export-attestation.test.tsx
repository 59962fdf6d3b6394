import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeInventor, makeTicket, paged } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { server } from '@remote-tickets/test/server';

startMsw(server);
jest.setTimeout(30000);

describe('Tickets export: attestation fields', () => {
  let blobs: Blob[] = [];
  let downloads: string[] = [];
  beforeEach(() => {
    blobs = [];
    downloads = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('exports the split, the confirmations, the disclosure answers and the funding once shown', async () => {
    server.use(
      http.get('*/api/inventors/tickets/', () =>
        HttpResponse.json(
          paged([
            makeTicket(1, {
              title: 'Solar ink',
              inventors: [1, 5],
              contributions: [
                { inventor: 1, percent: 60 },
                { inventor: 5, percent: 40 },
              ],
              confirmations: [
                { inventor: 1, state: 'confirmed', at: '2026-01-02T09:00:00Z', reason: null },
                { inventor: 5, state: 'declined', at: '2026-01-03T09:00:00Z', reason: 'Too low' },
              ],
              public_disclosure_date: '2026-03-01',
              public_disclosure_kind: 'thesis',
              conception_date: '2025-11-20',
              funding: ['ANR grant', 'ACME contract'],
            }),
          ]),
        ),
      ),
      http.get('*/api/inventors/inventor/1', () =>
        HttpResponse.json(makeInventor(1, 'Ada Lovelace')),
      ),
      http.get('*/api/inventors/inventor/5', () =>
        HttpResponse.json(makeInventor(5, 'Grace Hopper')),
      ),
    );
    const { user } = renderTickets('/tickets');
    await screen.findByRole('img', { name: 'Grace Hopper' });
    // Hidden at first (the table shows the spec's columns): shown with the Columns selector.
    expect(screen.queryByRole('columnheader', { name: 'Contributions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('menu');
    for (const shown of [
      'Contributions',
      'Confirmations',
      'Public disclosure date',
      'Disclosed as',
      'Conception date',
      'Funding sources',
    ]) {
      await user.click(within(menu).getByText(shown));
    }
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(downloads).toEqual(['tickets.csv']));
    const [header, row] = (await blobs[0].text()).split('\r\n');
    expect(header).toMatch(
      /"Contributions","Confirmations","Public disclosure date","Disclosed as","Conception date","Funding sources"$/,
    );
    expect(row).toContain(
      '"Ada Lovelace: 60%; Grace Hopper: 40%","Ada Lovelace: Confirmed; Grace Hopper: declined (Too low)"',
    );
    expect(row).toContain('"Thesis"');
    expect(row).toMatch(/"ANR grant; ACME contract"$/);
  });
});
