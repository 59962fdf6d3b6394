import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { counts, makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('Review queue in French', () => {
  it('shows the title, filters, headers and ages in French', async () => {
    server.use(
      http.get('*/api/inventors/affiliations/', () =>
        HttpResponse.json(paged([{ id: 1, name: 'CIE' }])),
      ),
      http.get('*/api/office/tickets/counts/', () => HttpResponse.json(counts())),
      http.get('*/api/office/tickets/', () =>
        HttpResponse.json(paged([makeOfficeTicketRow(1, { status: 'needs_info' })])),
      ),
    );
    await act(() => i18n.changeLanguage('fr'));
    renderOffice('/office/tickets');
    expect(await screen.findByRole('heading', { level: 1, name: "File d'examen" })).toBeVisible();
    expect(document.title).toBe("File d'examen | Inventor Portal");
    expect(
      await screen.findByRole('button', { name: 'Informations demandées (2)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toutes (14)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Trier par')).toBeInTheDocument();
    expect(screen.getByLabelText('Affiliation')).toHaveDisplayValue('Toutes les affiliations');
    expect(
      screen.getByRole('checkbox', { name: 'En attente depuis plus de 30 jours' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Déclarations à examiner' });
    expect(within(table).getByRole('columnheader', { name: /Ancienneté/ })).toBeInTheDocument();
    expect(await within(table).findByText('3 jours')).toBeInTheDocument();
    expect(within(table).getByText('Non attribuée')).toBeInTheDocument();
  });
});
