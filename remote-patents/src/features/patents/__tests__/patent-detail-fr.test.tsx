import { act, screen, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeInventor, makePatentDetail } from '@remote-patents/test/fixtures';
import { renderRemote } from '@remote-patents/test/render';
import { server } from '@remote-patents/test/server';
import { delay, http, HttpResponse } from 'msw';

// Rendering MUI screens in jsdom is slow on a shared machine.
jest.setTimeout(30000);
startMsw(server);

const PATENT = '*/api/inventors/patent/:id';

function servePatent(patent: ReturnType<typeof makePatentDetail>) {
  server.use(http.get(PATENT, () => HttpResponse.json(patent)));
}

describe('patent detail in French', () => {
  beforeEach(() => i18n.changeLanguage('fr'));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('titles its sections and fields in French, with the date in French', async () => {
    servePatent(
      makePatentDetail(5, {
        title: 'Membrane solaire',
        deposit_number: 'MA-2024-0005',
        deposit_date: '2024-03-05',
        contract_type: null,
        abstract: null,
      }),
    );
    renderRemote('/patents/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membrane solaire' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Membrane solaire | Inventor Portal');
    for (const section of ["Vue d'ensemble", 'Abrégé', 'Documents', 'Inventeurs', 'Schémas'])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    const overview = within(screen.getByRole('region', { name: "Vue d'ensemble" }));
    expect(overview.getByText('Numéro de dépôt')).toBeInTheDocument();
    expect(overview.getByText('5 mars 2024')).toBeInTheDocument();
    expect(overview.getByText('Type de contrat')).toBeInTheDocument();
    expect(overview.getByText('Non renseigné')).toBeInTheDocument();
    expect(screen.getByText('Aucun abrégé fourni.')).toBeInTheDocument();
    expect(screen.getByText('Aucun schéma disponible.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux brevets' })).toHaveAttribute(
      'href',
      '/patents',
    );
  });

  it("names the document links in French and numbers the schemas 'Voir le schéma N'", async () => {
    servePatent(
      makePatentDetail(5, {
        deposit_document: 'https://files.example/deposit.pdf',
        schemas: ['https://files.example/a.png', 'https://files.example/b.png'],
      }),
    );
    renderRemote('/patents/5');
    expect(await screen.findByRole('link', { name: 'Voir le document de dépôt' })).toHaveAttribute(
      'href',
      'https://files.example/deposit.pdf',
    );
    expect(screen.getAllByText('Non disponible')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Voir le schéma 2' })).toHaveAttribute(
      'href',
      'https://files.example/b.png',
    );
  });

  it("is titled 'Brevet' while loading and says the load failed in French", async () => {
    let calls = 0;
    server.use(
      http.get(PATENT, async () => {
        calls += 1;
        await delay(300);
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
    );
    renderRemote('/patents/5');
    expect(screen.getByRole('status', { name: 'Chargement du brevet' })).toBeInTheDocument();
    expect(document.title).toBe('Brevet | Inventor Portal');
    expect(
      await screen.findByText('Impossible de charger le détail du brevet.'),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brevet');
  });

  it('switches to French and back to the English of the spec while open', async () => {
    await act(() => i18n.changeLanguage('en'));
    servePatent(makePatentDetail(5, { schemas: [] }));
    renderRemote('/patents/5');
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('region', { name: "Vue d'ensemble" })).toBeInTheDocument();
    expect(screen.getByText('Aucun schéma disponible.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('region', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('No schemas available.')).toBeInTheDocument();
  });
});

describe('patent detail accessibility', () => {
  it('hides the decorative avatars of the inventor chips: no unnamed image', async () => {
    servePatent(makePatentDetail(5, { inventors: [3, 4] }));
    server.use(
      http.get('*/api/inventors/inventor/:id', ({ params }) =>
        HttpResponse.json(makeInventor(Number(params.id), `Person ${String(params.id)}`)),
      ),
    );
    renderRemote('/patents/5');
    const inventors = within(await screen.findByRole('region', { name: 'Inventors' }));
    expect(await inventors.findByText('Person 3')).toBeInTheDocument();
    expect(inventors.queryAllByRole('img')).toHaveLength(0);
    const avatars = document.querySelectorAll('.MuiChip-avatar');
    expect(avatars).toHaveLength(2);
    for (const avatar of Array.from(avatars)) expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });
});
