import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render';
import {
  InventorSearchField,
  InventorSearchResult,
  InventorSearchResults,
  isInventorSearchable,
} from '../inventor-search';

describe('the inventor search', () => {
  it('starts only when the query is longer than 1 character, spaces aside', () => {
    expect(isInventorSearchable('')).toBe(false);
    expect(isInventorSearchable(' a ')).toBe(false);
    expect(isInventorSearchable('ad')).toBe(true);
    expect(isInventorSearchable('  ada ')).toBe(true);
  });

  it('has a search box that reports what is typed and shows a spinner while searching', async () => {
    function Box() {
      const [text, setText] = useState('');
      return (
        <InventorSearchField
          label="Search inventors"
          value={text}
          onChange={setText}
          searching={text !== ''}
        />
      );
    }
    renderWithTheme(<Box />);
    expect(screen.queryByLabelText('Searching')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search inventors' }), 'ad');
    expect(screen.getByRole('textbox', { name: 'Search inventors' })).toHaveValue('ad');
    expect(screen.getByLabelText('Searching')).toBeInTheDocument();
  });

  it('lists results with avatar, name and second line; choosing one picks it', async () => {
    const onPick = jest.fn();
    renderWithTheme(
      <InventorSearchResults>
        <InventorSearchResult
          name="Ada Lovelace"
          image={null}
          secondary="CIE"
          actionLabel="Add Ada Lovelace"
          onPick={onPick}
        />
        <InventorSearchResult
          name="Grace Hopper"
          image={null}
          secondary="No affiliation"
          onPick={jest.fn()}
        />
      </InventorSearchResults>,
    );
    const list = screen.getByRole('list', { name: 'Inventor search results' });
    expect(list).toHaveTextContent('AD');
    expect(list).toHaveTextContent('No affiliation');
    await userEvent.click(screen.getByRole('button', { name: 'Add Ada Lovelace' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Grace Hopper/ })).toBeInTheDocument();
  });
});
