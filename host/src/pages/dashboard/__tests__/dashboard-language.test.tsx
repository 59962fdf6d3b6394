import { act, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authApi } from '@inventor-portal/shared';
import { feedEvent } from '@inventor-portal/shared/events';
import { makeActivity, makeTicket, me, paged } from '@host/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { restoreEnglish, showPageIn } from '@host/test/language';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';

startMsw(server);

/** The text exactly, its no-break spaces included (the default matcher turns them into spaces). */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

afterEach(restoreEnglish);

const frenchAccount = () =>
  server.use(http.get('*/api/accounts/me/', () => HttpResponse.json({ ...me, language: 'fr' })));

describe('dashboard of a French account', () => {
  it('turns the page French, with the French title and <html lang="fr">', async () => {
    frenchAccount();
    renderWithApp(null, { route: '/dashboard' });

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue, Ada Lovelace\u202f!' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Tableau de bord | Inventor Portal');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('link', { name: 'Soumettre votre invention' })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
  });

  it('names the counters, the cards and their empty states in French', async () => {
    frenchAccount();
    renderWithApp(null, { route: '/dashboard' });

    const counters = await screen.findByRole('group', { name: 'Compteurs' });
    expect(within(counters).getByRole('region', { name: 'Brevets' })).toHaveTextContent(
      /^Brevets3$/,
    );
    expect(within(counters).getByRole('region', { name: 'Déclarations' })).toHaveTextContent(
      /^Déclarations5$/,
    );
    expect(within(counters).getByRole('region', { name: 'Co-inventeurs' })).toHaveTextContent(
      /^Co-inventeurs2$/,
    );
    expect(await screen.findByText('Aucune activité récente.')).toBeInTheDocument();
    expect(await screen.findByText('Aucune déclaration trouvée.')).toBeInTheDocument();
  });

  it('writes the recent activities in French from their events', async () => {
    frenchAccount();
    server.use(
      http.get('*/api/accounts/activity-logs/', () =>
        HttpResponse.json(
          paged([
            makeActivity(
              1,
              'approve',
              "Ticket 'Fog net' set to needs_info",
              feedEvent('ticket.status_set', { title: 'Fog net', status: 'needs_info' }),
            ),
            makeActivity(
              2,
              'add',
              'Your Inventor Portal account was created',
              feedEvent('account.created', {}),
            ),
          ]),
        ),
      ),
    );
    renderWithApp(null, { route: '/dashboard' });

    const section = await screen.findByRole('region', { name: 'Activités récentes' });
    expect(
      await within(section).findByText(
        'Déclaration «\u00a0Fog net\u00a0» passée au statut «\u00a0Informations demandées\u00a0»',
        EXACT,
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Votre compte Inventor Portal a été créé'),
    ).toBeInTheDocument();
  });

  it('writes large counts the French way', async () => {
    server.use(
      http.get('*/api/accounts/me/', () =>
        HttpResponse.json({
          ...me,
          language: 'fr',
          inventor: { ...me.inventor, patents_count: 1234 },
        }),
      ),
    );
    renderWithApp(null, { route: '/dashboard' });

    const counters = await screen.findByRole('group', { name: 'Compteurs' });
    // Intl's French grouping separator is a narrow no-break space.
    expect(within(counters).getByRole('region', { name: 'Brevets' }).textContent).toBe(
      'Brevets1\u202f234',
    );
  });

  it('heads the tickets card and its columns in French', async () => {
    frenchAccount();
    server.use(
      http.get('*/api/inventors/tickets/', () =>
        HttpResponse.json(paged([makeTicket(7, { title: 'Fenêtre solaire', inventors: [1] })])),
      ),
    );
    renderWithApp(null, { route: '/dashboard' });

    const card = await screen.findByRole('region', { name: 'Déclarations récentes' });
    expect(within(card).getByText("Vos dernières déclarations d'invention")).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Tout afficher' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    for (const column of ['Titre', 'Inventeurs', 'Statut']) {
      expect(within(card).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(await within(card).findByText('Fenêtre solaire')).toBeInTheDocument();
  });

  it('shows the sidebar and the header in French', async () => {
    frenchAccount();
    renderWithApp(null, { route: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Tableau de bord', 'Déclarations', 'Brevets', 'Co-inventeurs']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    const account = screen.getByRole('navigation', { name: 'Votre compte' });
    expect(within(account).getByRole('link', { name: 'Profil' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Paramètres' })).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('button', { name: 'Afficher ou masquer la barre latérale' }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Nouvelle déclaration' })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
  });

  it('shows the not-found page in French', async () => {
    frenchAccount();
    renderWithApp(null, { route: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | Inventor Portal');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeInTheDocument();
  });
});

describe('dashboard of an English account on a French page', () => {
  it("switches the page to the account's English, the spec's text exactly", async () => {
    await showPageIn('fr');
    renderWithApp(null, { route: '/dashboard' });

    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace!' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Inventor Portal');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('an account whose language changes while signed in (Settings)', () => {
  it('switches the page in place, without the loading screen unmounting it', async () => {
    const { store } = renderWithApp(null, { route: '/dashboard' });
    const banner = await screen.findByRole('region', { name: 'Welcome' });

    act(() => {
      store.dispatch(
        authApi.util.updateQueryData('getMe', undefined, (account) =>
          account ? { ...account, language: 'fr' as const } : account,
        ),
      );
    });

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue, Ada Lovelace\u202f!' }),
    ).toBeInTheDocument();
    expect(banner).toBeInTheDocument();
    expect(banner).toHaveAccessibleName('Bienvenue');
  });
});
