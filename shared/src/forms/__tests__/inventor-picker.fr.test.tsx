import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { i18n } from '@inventor-portal/shared/i18n';
import type { InventorSummary } from '../../schemas/inventor';
import { makeInventorSummary, paged } from '../../test-utils/fixtures';
import { setupMswServer } from '../../test-utils/msw';
import { renderPage } from '../../test-utils/render';
import { InventorPicker, type PickedInventor } from '../inventor-picker';

const server = setupMswServer();

beforeEach(async () => {
  document.cookie = 'csrftoken=tok; path=/';
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(() => act(() => i18n.changeLanguage('en')));

const answerSearches = (results: InventorSummary[]) =>
  server.use(
    http.post('*/api/inventors/inventors/search/', () =>
      HttpResponse.json(paged(results, results.length)),
    ),
  );

function TicketInventors() {
  const [picked, setPicked] = useState<PickedInventor[]>([]);
  return (
    <InventorPicker
      multiple
      paging
      label="Rechercher des inventeurs"
      value={picked}
      onChange={setPicked}
    />
  );
}

function ExistingInventor() {
  const [chosen, setChosen] = useState<InventorSummary | null>(null);
  return (
    <InventorPicker
      label="Rechercher un inventeur existant"
      sharedPassword="manager-secret"
      value={chosen}
      onChange={setChosen}
    />
  );
}

describe('the inventor picker in French', () => {
  it("names the add buttons 'Ajouter …' and lists the picks as 'Inventeurs choisis'", async () => {
    answerSearches([makeInventorSummary(5, 'Grace Hopper')]);
    const { user } = renderPage(<TicketInventors />);
    await user.type(screen.getByRole('textbox', { name: 'Rechercher des inventeurs' }), 'gr');
    await user.click(await screen.findByRole('button', { name: 'Ajouter Grace Hopper' }));
    expect(
      within(screen.getByLabelText('Inventeurs choisis')).getByText('Grace Hopper'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Tous les inventeurs correspondants sont déjà ajoutés.'),
    ).toBeInTheDocument();
  });

  it("says 'Aucun inventeur trouvé.' when nothing matches", async () => {
    answerSearches([]);
    const { user } = renderPage(<ExistingInventor />);
    await user.type(
      screen.getByRole('textbox', { name: 'Rechercher un inventeur existant' }),
      'Zed',
    );
    expect(await screen.findByText('Aucun inventeur trouvé.')).toBeInTheDocument();
  });

  it("shows the chosen inventor with 'Changer' to search again", async () => {
    answerSearches([makeInventorSummary(41, 'Grace Hopper', { affiliation: 'UIR' })]);
    const { user } = renderPage(<ExistingInventor />);
    await user.type(
      screen.getByRole('textbox', { name: 'Rechercher un inventeur existant' }),
      'Grace',
    );
    const results = await screen.findByRole('list', {
      name: "Résultats de la recherche d'inventeurs",
    });
    await user.click(within(results).getByRole('button', { name: /Grace Hopper/ }));
    expect(screen.getByLabelText('Inventeur choisi')).toHaveTextContent('Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Changer' }));
    expect(screen.queryByLabelText('Inventeur choisi')).not.toBeInTheDocument();
  });
});
