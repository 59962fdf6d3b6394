import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@inventor-portal/shared/i18n';
import { renderWithTheme } from '@shared/test-utils/render';
import { DataTable, preloadDataTable } from '../data-table';
import type { DataTableColumn } from '../data-table';

// The table implementation is a lazy chunk; loaded first, every render below is synchronous.
beforeAll(() => preloadDataTable(), 30_000);
beforeEach(() => act(() => i18n.changeLanguage('fr')));
afterEach(() => act(() => i18n.changeLanguage('en')));

interface Item {
  id: number;
  title: string;
}

const items: Item[] = [
  { id: 1, title: 'Capteur' },
  { id: 2, title: 'Batterie' },
];
const columns: DataTableColumn<Item>[] = [{ id: 'title', header: 'Titre' }];

describe('DataTable in French', () => {
  it("shows 'Aucune donnée trouvée.' when there are no rows", () => {
    renderWithTheme(<DataTable columns={columns} data={[]} />);
    expect(screen.getByText('Aucune donnée trouvée.')).toBeInTheDocument();
  });

  it('has a French search box, columns button and export menu', async () => {
    renderWithTheme(
      <DataTable
        columns={columns}
        data={items}
        enableSearch
        enableColumnChooser
        exportOptions={{ fileName: 'tickets', sheetName: 'Tickets' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colonnes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['CSV', 'Excel']);
  });

  it('names the selection checkboxes and counts the selected rows in French', async () => {
    renderWithTheme(<DataTable columns={columns} data={items} enableRowSelection />);
    expect(screen.getAllByRole('checkbox', { name: 'Sélectionner la ligne' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' }));
    await waitFor(() =>
      expect(screen.getByText(/2 ligne\(s\) sélectionnée\(s\) sur 2/)).toBeInTheDocument(),
    );
  });

  it("uses material-react-table's French for its own controls", () => {
    renderWithTheme(<DataTable columns={columns} data={items} />);
    expect(screen.getByRole('button', { name: /^Trier par Titre/ })).toBeInTheDocument();
  });
});
