import { http, HttpResponse, delay } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeAuditEntry, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('Audit log', () => {
  it('lists who did what, on what, newest first', async () => {
    server.use(
      http.get('*/api/office/audit/', () =>
        HttpResponse.json(
          paged([
            makeAuditEntry(2, { summary: 'Status set to approved' }),
            makeAuditEntry(1, {
              actor: null,
              action: 'inventor.deactivate',
              target_type: 'inventor',
              target_id: 3,
              summary: 'Account of Ada deactivated',
            }),
          ]),
        ),
      ),
    );
    renderOffice('/office/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    expect(document.title).toBe('Audit log | Inventor Portal');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('grace@office.example');
    expect(rows[0]).toHaveTextContent('Decision recorded');
    expect(within(rows[0]).getByRole('link', { name: 'Ticket #7' })).toHaveAttribute(
      'href',
      '/office/tickets/7',
    );
    expect(rows[0]).toHaveTextContent('Status set to approved');
    expect(rows[1]).toHaveTextContent('Command line (admin)');
    expect(rows[1]).toHaveTextContent('Account deactivated');
    expect(rows[1]).toHaveTextContent('Inventor #3');
  });

  it('pages through the log on the server', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get('*/api/office/audit/', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(paged([makeAuditEntry(1)], 30));
      }),
    );
    const { user } = renderOffice('/office/audit');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pages.at(-1)).toBe('2'));
  });

  it('says when nothing is recorded yet, and shows skeleton rows while loading', async () => {
    let answer: () => Promise<Response> = async () => {
      await delay('infinite');
      return HttpResponse.json(paged([]));
    };
    server.use(http.get('*/api/office/audit/', () => answer()));
    const first = renderOffice('/office/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(table.querySelector('[aria-busy="true"]')).not.toBeNull();
    first.unmount();

    answer = async () => HttpResponse.json(paged([]));
    renderOffice('/office/audit');
    expect(await screen.findByText('No office activity recorded yet.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the log cannot be loaded', async () => {
    server.use(
      http.get('*/api/office/audit/', () =>
        HttpResponse.json({ detail: 'Office staff only.' }, { status: 403 }),
      ),
    );
    renderOffice('/office/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the audit log.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('reads in French', async () => {
    server.use(
      http.get('*/api/office/audit/', () => HttpResponse.json(paged([makeAuditEntry(1)]))),
    );
    await act(() => i18n.changeLanguage('fr'));
    renderOffice('/office/audit');
    expect(await screen.findByRole('heading', { level: 1, name: "Journal d'audit" })).toBeVisible();
    expect(await screen.findByText('Décision consignée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Déclaration n°\u00a07' })).toBeInTheDocument();
  });
});
