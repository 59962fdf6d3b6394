import { act, screen, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeInventor, paged } from '@remote-patents/test/fixtures';
import { renderRemote } from '@remote-patents/test/render';
import { server } from '@remote-patents/test/server';
import { delay, http, HttpResponse } from 'msw';

// Rendering MUI screens in jsdom is slow on a shared machine.
jest.setTimeout(30000);
startMsw(server);

const CO_INVENTORS = '*/api/inventors/inventor/co-inventors';

function serveCoInventors(all: ReturnType<typeof makeInventor>[]) {
  server.use(http.get(CO_INVENTORS, () => HttpResponse.json(paged(all, all.length))));
}

describe('co-inventors page in French', () => {
  beforeEach(() => i18n.changeLanguage('fr'));
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it("is titled 'Co-inventeurs' and counts one co-inventor in the singular", async () => {
    serveCoInventors([makeInventor(2, 'Grace Hopper', { affiliation: 'UIR' })]);
    renderRemote('/coinventors');
    expect(await screen.findByText('1 co-inventeur')).toBeInTheDocument();
    expect(screen.getByText('1 affiliation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Co-inventeurs' })).toBeInTheDocument();
    expect(
      screen.getByText('Les personnes avec qui vous partagez des brevets.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Au total')).toBeInTheDocument();
    expect(screen.getByText('Sur cette page')).toBeInTheDocument();
    expect(document.title).toBe('Co-inventeurs | Inventor Portal');
  });

  it("counts in the plural and shows 'Aucune affiliation' for a blank one", async () => {
    serveCoInventors([
      makeInventor(2, 'A', { affiliation: 'CIE' }),
      makeInventor(3, 'B', { affiliation: 'UIR' }),
      makeInventor(4, 'C', { affiliation: 'NULL' }),
    ]);
    renderRemote('/coinventors');
    expect(await screen.findByText('3 co-inventeurs')).toBeInTheDocument();
    expect(screen.getByText('2 affiliations')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'C' })).getByText('Aucune affiliation'),
    ).toBeInTheDocument();
  });

  it("shows 'Chargement…' while loading, then 'Aucun co-inventeur trouvé.'", async () => {
    server.use(
      http.get(CO_INVENTORS, async () => {
        await delay(500);
        return HttpResponse.json(paged([]));
      }),
    );
    renderRemote('/coinventors');
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByText('Aucun co-inventeur trouvé.')).toBeInTheDocument();
    expect(screen.getByText('0 co-inventeur')).toBeInTheDocument();
  });

  it("names a co-inventor without a name 'Inventeur {id}'", async () => {
    serveCoInventors([makeInventor(7, null)]);
    renderRemote('/coinventors');
    expect(await screen.findByRole('article', { name: 'Inventeur 7' })).toBeInTheDocument();
  });
});
