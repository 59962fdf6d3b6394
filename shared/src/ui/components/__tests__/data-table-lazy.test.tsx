import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@shared/test-utils/render';
import { DataTable, type DataTableColumn } from '../data-table';

interface Item {
  id: number;
  title: string;
  owner: string;
}

const columns: DataTableColumn<Item>[] = [
  { id: 'title', header: 'Title' },
  { id: 'owner', header: 'Owner' },
];

describe('DataTable before its implementation has loaded', () => {
  it('shows the column headers over skeleton rows, then the rows', async () => {
    renderWithTheme(
      <DataTable
        columns={columns}
        data={[{ id: 1, title: 'Solar ink', owner: 'Ada' }]}
        ariaLabel="Items"
      />,
    );

    const skeleton = screen.getByRole('table', { name: 'Items' });
    expect(within(skeleton).getByRole('columnheader', { name: 'Title' })).toBeInTheDocument();
    expect(within(skeleton).getAllByRole('row')).toHaveLength(1 + 8);
    expect(skeleton.querySelectorAll('tbody .MuiSkeleton-root')).toHaveLength(8 * 2);
    expect(screen.queryByText('Solar ink')).not.toBeInTheDocument();

    // The first require of material-react-table (and its transform) is slow under Jest.
    expect(await screen.findByText('Solar ink', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 1);
  }, 20_000);
});
