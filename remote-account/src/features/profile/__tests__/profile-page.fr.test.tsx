import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import ProfilePage from '@remote-account/exposes/profile-page';
import { makePatent, makeSummary, makeUser, paged } from '@remote-account/test/fixtures';
import { renderPage } from '@remote-account/test/render';
import { server } from '@remote-account/test/server';

startMsw(server, { csrfToken: 'test-csrf-token' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const renderProfile = () => renderPage(<ProfilePage />, '/profile');

/** A list of 1,234 patents and 2 co-inventors, one without an affiliation. */
function profileLists() {
  server.use(
    http.get('*/api/inventors/patents', () =>
      HttpResponse.json(
        paged([makePatent(7, { title: 'Encre solaire', sector: 'Énergie' })], 1234),
      ),
    ),
    http.get('*/api/inventors/inventor/co-inventors', () =>
      HttpResponse.json(
        paged([
          makeSummary(2, 'Grace Hopper', { affiliation: 'UIR' }),
          makeSummary(3, 'Alan Turing', { affiliation: null }),
        ]),
      ),
    ),
  );
}

describe('Profile page in French', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });

  it("is titled 'Profil | Inventor Portal' with French counters, table and cards", async () => {
    profileLists();
    renderProfile();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(document.title).toBe('Profil | Inventor Portal');

    const summary = within(screen.getByRole('region', { name: 'Résumé du profil' }));
    // French groups thousands with a narrow no-break space.
    const patents = within(summary.getByRole('region', { name: 'Brevets' }));
    expect((await patents.findByText(/^1\s234$/)).textContent).toBe('1\u202f234');
    expect(
      within(summary.getByRole('region', { name: 'Co-inventeurs' })).getByText('2'),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Brevets' });
    expect(within(table).getByRole('columnheader', { name: /Titre/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Secteur/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Statut/ })).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Co-inventeurs' }));
    expect(cards.getByText('UIR')).toBeInTheDocument();
    expect(cards.getByText('Sans affiliation')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tout voir' })).toHaveLength(2);
  });

  it("falls back to 'Nom complet' and says 'Aucun co-inventeur trouvé.'", async () => {
    server.use(
      http.get('*/api/accounts/me/', () =>
        HttpResponse.json(makeUser({ preferred_name: null, full_name: null, affiliation: null })),
      ),
    );
    renderProfile();
    expect(await screen.findByText('Nom complet')).toBeInTheDocument();
    expect(await screen.findByText('Aucun co-inventeur trouvé.')).toBeInTheDocument();
  });
});

describe('Profile page landmarks', () => {
  it.each(['en', 'fr'] as const)(
    'names each region differently in %s (the counters are regions, the list cards are not)',
    async (language) => {
      await act(() => i18n.changeLanguage(language));
      profileLists();
      renderProfile();
      await screen.findByText('Ada Lovelace');
      const names = screen
        .getAllByRole('region')
        .map(
          (region) =>
            region.getAttribute('aria-label') ??
            document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
        );
      expect(names).toHaveLength(3);
      expect(new Set(names).size).toBe(names.length);
    },
  );
});
