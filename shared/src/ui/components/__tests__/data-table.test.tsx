import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@shared/test-utils/render';
import { DataTable, preloadDataTable } from '../data-table';
import type { DataTableColumn } from '../data-table';

// The table implementation is a lazy chunk; loaded first, every render below is synchronous.
beforeAll(() => preloadDataTable(), 30_000);

interface Item {
  id: number;
  title: string;
  score: number;
  tags: string[];
}

const items: Item[] = [
  { id: 1, title: 'beta', score: 10, tags: ['x', 'b'] },
  { id: 2, title: 'Alpha', score: 9, tags: ['c'] },
  { id: 3, title: 'gamma', score: 100, tags: ['a', 'z'] },
];

const columns: DataTableColumn<Item>[] = [
  { id: 'title', header: 'Title' },
  { id: 'score', header: 'Score' },
  { id: 'tags', header: 'Tags' },
];

/** Body rows' text in the given column (0-based, selection column excluded by caller). */
const columnTexts = (index: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent);

const sortBy = (header: string) =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Sort(ed)? by ${header}`) }));

describe('DataTable', () => {
  it("shows 'No data found.' when there are no rows", () => {
    renderWithTheme(<DataTable columns={columns} data={[]} />);
    expect(screen.getByText('No data found.')).toBeInTheDocument();
  });

  it('shows the given empty text instead when asked', () => {
    renderWithTheme(<DataTable columns={columns} data={[]} emptyText="No tickets found." />);
    expect(screen.getByText('No tickets found.')).toBeInTheDocument();
    expect(screen.queryByText('No data found.')).not.toBeInTheDocument();
  });

  it('shows 8 placeholder rows while loading, or the number asked for', () => {
    const { unmount } = renderWithTheme(<DataTable columns={columns} data={items} isLoading />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 8);
    expect(screen.queryByText('beta')).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody .MuiSkeleton-root').length).toBeGreaterThanOrEqual(
      8 * 3,
    );
    unmount();
    renderWithTheme(<DataTable columns={columns} data={[]} isLoading placeholderRows={6} />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 6);
  });

  it('renders lists joined with commas', () => {
    renderWithTheme(<DataTable columns={columns} data={items} />);
    expect(screen.getByText('x, b')).toBeInTheDocument();
  });

  it('sorts strings ascending then descending, ignoring case', () => {
    renderWithTheme(<DataTable columns={columns} data={items} />);
    sortBy('Title');
    expect(columnTexts(0)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    sortBy('Title');
    expect(columnTexts(0)).toEqual(['gamma', 'beta', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    sortBy('Title');
    expect(columnTexts(0)).toEqual(['Alpha', 'beta', 'gamma']);
  });

  it('sorts numbers numerically, ascending first', () => {
    renderWithTheme(<DataTable columns={columns} data={items} />);
    sortBy('Score');
    expect(columnTexts(1)).toEqual(['9', '10', '100']);
    sortBy('Score');
    expect(columnTexts(1)).toEqual(['100', '10', '9']);
  });

  it('sorts lists by their comma-joined text', () => {
    renderWithTheme(<DataTable columns={columns} data={items} />);
    sortBy('Tags');
    expect(columnTexts(2)).toEqual(['a, z', 'c', 'x, b']);
  });

  it('sets column widths to 300 by default, clamped to 140..500', () => {
    const sized: DataTableColumn<Item>[] = [
      { id: 'title', header: 'Title' },
      { id: 'score', header: 'Score', size: 50 },
      { id: 'tags', header: 'Tags', size: 900 },
    ];
    renderWithTheme(<DataTable columns={sized} data={items} />);
    const style = screen.getByRole('table').style;
    expect(style.getPropertyValue('--col-title-size')).toBe('300');
    expect(style.getPropertyValue('--col-score-size')).toBe('140');
    expect(style.getPropertyValue('--col-tags-size')).toBe('500');
  });

  it('lets the user drag a column wider, up to 500', () => {
    renderWithTheme(<DataTable columns={columns} data={items} />);
    const header = screen.getByRole('columnheader', { name: /Title/ });
    const handle = header.querySelector('.Mui-TableHeadCell-ResizeHandle-Wrapper') as HTMLElement;
    fireEvent.mouseDown(handle, { clientX: 100 });
    fireEvent.mouseMove(document, { clientX: 200 });
    fireEvent.mouseUp(document, { clientX: 200 });
    expect(screen.getByRole('table').style.getPropertyValue('--col-title-size')).toBe('400');
    fireEvent.mouseDown(handle, { clientX: 100 });
    fireEvent.mouseMove(document, { clientX: 900 });
    fireEvent.mouseUp(document, { clientX: 900 });
    expect(screen.getByRole('table').style.getPropertyValue('--col-title-size')).toBe('500');
  });

  it('calls onRowClick on click and on Enter, with focusable rows', async () => {
    const onRowClick = jest.fn();
    renderWithTheme(<DataTable columns={columns} data={items} onRowClick={onRowClick} />);
    const row = screen.getByText('gamma').closest('tr') as HTMLTableRowElement;
    await userEvent.click(row);
    expect(onRowClick).toHaveBeenLastCalledWith(items[2]);
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('rows are not clickable without onRowClick', () => {
    renderWithTheme(<DataTable columns={columns} data={items} />);
    expect(screen.getByText('gamma').closest('tr')).not.toHaveAttribute('tabindex');
  });

  it('select-all selects every row and is indeterminate when only some are selected', async () => {
    const onRowClick = jest.fn();
    renderWithTheme(
      <DataTable columns={columns} data={items} enableRowSelection onRowClick={onRowClick} />,
    );
    const selectAll = screen.getByRole('checkbox', { name: 'Toggle select all' });
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Toggle select row' });
    expect(rowBoxes).toHaveLength(3);

    await userEvent.click(rowBoxes[0]);
    expect(onRowClick).not.toHaveBeenCalled(); // the checkbox does not open the row
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toBePartiallyChecked();

    await userEvent.click(selectAll);
    expect(
      screen
        .getAllByRole('checkbox', { name: 'Toggle select row' })
        .every((b) => (b as HTMLInputElement).checked),
    ).toBe(true);
    expect(selectAll).toBeChecked();
    expect(selectAll).not.toBePartiallyChecked();

    await userEvent.click(selectAll);
    expect(
      screen
        .getAllByRole('checkbox', { name: 'Toggle select row' })
        .some((b) => (b as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('filters rows with the search box (case-insensitive, lists included)', async () => {
    renderWithTheme(
      <DataTable columns={columns} data={items} enableSearch searchPlaceholder="Search tickets" />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Search tickets' }), 'ALP');
    await waitFor(() => expect(columnTexts(0)).toEqual(['Alpha']));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search tickets' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search tickets' }), 'zzz');
    await waitFor(() => expect(screen.getByText('No data found.')).toBeInTheDocument());
  });

  it('hides a column from the Columns chooser', async () => {
    renderWithTheme(<DataTable columns={columns} data={items} enableColumnChooser />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByText('Score'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.queryByRole('columnheader', { name: /Score/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Title/ })).toBeInTheDocument();
  });
});
