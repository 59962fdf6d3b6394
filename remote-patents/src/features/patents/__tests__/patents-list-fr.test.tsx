import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { mockDownloads, parseCsv } from '@remote-patents/test/download';
import { makeInventor, makePatent, paged } from '@remote-patents/test/fixtures';
import { renderRemote } from '@remote-patents/test/render';
import { server } from '@remote-patents/test/server';
import { http, HttpResponse } from 'msw';

// Rendering MUI screens (and the 19-column table) in jsdom is slow on a shared machine.
jest.setTimeout(30000);
startMsw(server);
const downloads = mockDownloads();

const PATENTS = '*/api/inventors/patents';

function servePatents(respond: (params: URLSearchParams) => ReturnType<typeof paged>) {
  server.use(
    http.get(PATENTS, ({ request }) =>
      HttpResponse.json(respond(new URL(request.url).searchParams)),
    ),
  );
}

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => makeInventor(i + 1, `Person ${i + 1}`));

const FRENCH_HEADERS = [
  'Titre',
  'Inventeurs',
  'Numéro de dépôt',
  'Document de dépôt',
  'Date de dépôt',
  'Document du rapport de recherche',
  'Résultat du rapport de recherche',
  'Date du rapport de recherche',
  'Document de délivrance',
  'Date de délivrance',
  'Statut',
  'Niveau TRL',
  'Niveau CRL',
  'Abrégé',
  'Type de contrat',
  'Secteur',
  'Nature',
  'Schémas',
  'Affiliation',
];

describe('patents list in French', () => {
  beforeEach(() => i18n.changeLanguage('fr'));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('is titled Brevets, with its toggle and its create link in French', async () => {
    servePatents(() => paged([makePatent(1)]));
    renderRemote('/patents');
    expect(await screen.findByRole('article', { name: 'Patent 1' })).toBeInTheDocument();
    expect(document.title).toBe('Brevets | Inventor Portal');
    expect(screen.getByRole('heading', { level: 1, name: 'Brevets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle déclaration' })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
    expect(screen.getByRole('group', { name: 'Affichage des brevets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cartes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tableau' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher par titre ou inventeur…')).toBeInTheDocument();
  });

  it("labels a card in French, with '+1 autre' / '+2 autres' and 'Aucun rapport'", async () => {
    servePatents(() =>
      paged([
        makePatent(1, { inventors: people(5), deposit_date: '2024-03-05', affiliation: null }),
        makePatent(2, { inventors: people(6), research_report_result: null }),
      ]),
    );
    renderRemote('/patents');
    const first = within(await screen.findByRole('article', { name: 'Patent 1' }));
    expect(first.getByText('+1 autre')).toBeInTheDocument();
    expect(first.getByText('Date de dépôt')).toBeInTheDocument();
    expect(first.getByText('5 mars 2024')).toBeInTheDocument();
    expect(first.getByText('Aucune affiliation')).toBeInTheDocument();
    // French typography: a no-break space before the colon and inside the guillemets.
    expect(first.getByText('TRL 4').closest('[title]')).toHaveAttribute(
      'title',
      'Niveau de maturité technologique\u00a0: 4 sur 9',
    );
    const details = first.getByRole('link', { name: /^Voir le détail/ });
    expect(details).toHaveAttribute('aria-label', 'Voir le détail de «\u00a0Patent 1\u00a0»');
    expect(details).toHaveAttribute('href', '/patents/1');
    const second = within(screen.getByRole('article', { name: 'Patent 2' }));
    expect(second.getByText('+2 autres')).toBeInTheDocument();
    expect(second.getByText('Aucun rapport')).toBeInTheDocument();
  });

  it("shows the empty state in French: 'Aucun brevet trouvé'", async () => {
    servePatents(() => paged([]));
    renderRemote('/patents');
    expect(await screen.findByText('Aucun brevet trouvé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer la recherche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher en tableau' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
  });

  it('exports the cards with French headers to the spec’s file name', async () => {
    servePatents(() => paged([makePatent(1, { inventors: people(2) })]));
    const { user } = renderRemote('/patents');
    await screen.findByRole('article', { name: 'Patent 1' });
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('patents_cards.csv');
    const [header] = parseCsv(await downloads[0].blob.text());
    expect(header).toEqual([
      'Titre',
      'Affiliation',
      'Statut',
      'Date de dépôt',
      'Numéro de dépôt',
      'Secteur',
      'Type de contrat',
      'Nature',
      'Résultat du rapport de recherche',
      'Inventeurs',
    ]);
  });

  it('heads the table in French and exports it with those headers to patents.csv', async () => {
    servePatents(() => paged([makePatent(1)]));
    const { user } = renderRemote('/patents?view=table');
    await screen.findByText('Patent 1');
    const table = screen.getByRole('table', { name: 'Brevets' });
    const headers = Array.from(table.querySelectorAll('thead .Mui-TableHeadCell-Content-Wrapper'))
      .map((el) => el.textContent ?? '')
      .filter((text) => text !== '');
    expect(headers).toEqual(FRENCH_HEADERS);

    // The menu's own texts are the shared catalog's ('Export' / 'Exporter').
    await user.click(screen.getByRole('button', { name: /^Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('patents.csv');
    expect(parseCsv(await downloads[0].blob.text())[0]).toEqual(FRENCH_HEADERS);
  });

  it("says 'Aucun brevet trouvé.' in an empty table", async () => {
    servePatents(() => paged([]));
    renderRemote('/patents?view=table');
    expect(await screen.findByText('Aucun brevet trouvé.')).toBeInTheDocument();
  });
});
