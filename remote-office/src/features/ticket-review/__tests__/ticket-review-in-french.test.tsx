import { http, HttpResponse } from 'msw';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeOfficeTicketDetail } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('Ticket review in French', () => {
  it('shows the sections, the decision form and its rule in French', async () => {
    server.use(
      http.get('*/api/office/tickets/7/', () =>
        HttpResponse.json(makeOfficeTicketDetail(7, { title: 'Encre solaire' })),
      ),
    );
    await act(() => i18n.changeLanguage('fr'));
    const { user } = renderOffice('/office/tickets/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Encre solaire' })).toBeVisible();
    expect(document.title).toBe('Examen de la déclaration | Inventor Portal');
    expect(screen.getByRole('region', { name: 'Identification du problème' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Historique' })).toHaveTextContent(
      "Aucune décision n'a encore été consignée.",
    );
    const decision = screen.getByRole('region', { name: 'Décision' });
    await user.selectOptions(
      within(decision).getByLabelText(/^Statut/),
      'Informations complémentaires requises',
    );
    await user.click(within(decision).getByRole('button', { name: 'Enregistrer la décision' }));
    expect(await within(decision).findByText('Précisez les informations demandées.')).toBeVisible();
  });
});
