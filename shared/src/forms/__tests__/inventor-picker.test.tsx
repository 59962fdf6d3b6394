import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { InventorSummary } from '../../schemas/inventor';
import { makeInventorSummary, paged } from '../../test-utils/fixtures';
import { setupMswServer } from '../../test-utils/msw';
import { renderPage } from '../../test-utils/render';
import { InventorPicker, type PickedInventor } from '../inventor-picker';

const server = setupMswServer();

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

interface Search {
  body: unknown;
  page: string | null;
  pageSize: string | null;
}

/** Answers every search with `results(page)` (25 matches in all) and records what was asked. */
function answerSearches(results: (page: number) => InventorSummary[]) {
  const searches: Search[] = [];
  server.use(
    http.post('*/api/inventors/inventors/search/', async ({ request }) => {
      const url = new URL(request.url);
      searches.push({
        body: await request.json(),
        page: url.searchParams.get('page'),
        pageSize: url.searchParams.get('page_size'),
      });
      return HttpResponse.json(paged(results(Number(url.searchParams.get('page'))), 25));
    }),
  );
  return searches;
}

const people = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeInventorSummary(from + i, `Person ${from + i}`));

/** Longer than the typing pause: a search would have gone out by now. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 500)));

/** The ticket form's picker: many inventors, paged results. */
function TicketInventors({ initial = [] }: { initial?: PickedInventor[] }) {
  const [picked, setPicked] = useState<PickedInventor[]>(initial);
  return (
    <InventorPicker
      multiple
      paging
      label="Search inventors"
      helperText="You are added as an inventor automatically."
      value={picked}
      onChange={setPicked}
    />
  );
}

/** The create-account picker: one inventor, on the public screen (shared password). */
function ExistingInventor({ sharedPassword }: { sharedPassword: string }) {
  const [chosen, setChosen] = useState<InventorSummary | null>(null);
  return (
    <InventorPicker
      label="Search existing inventor"
      sharedPassword={sharedPassword}
      nameOf={(inventor) => inventor.preferred_name ?? `Inventor ${inventor.id}`}
      describe={(inventor) => inventor.affiliation?.trim() || 'No affiliation'}
      value={chosen}
      onChange={setChosen}
    />
  );
}

describe('the inventor picker of the ticket form (many inventors)', () => {
  it('searches only when the trimmed query is longer than 1 character, 10 per page', async () => {
    const searches = answerSearches(() => [makeInventorSummary(5, 'Grace Hopper')]);
    const { user } = renderPage(<TicketInventors />);
    const box = screen.getByRole('textbox', { name: 'Search inventors' });
    await user.type(box, ' g ');
    await settle();
    expect(searches).toHaveLength(0);
    expect(screen.getByText('You are added as an inventor automatically.')).toBeInTheDocument();

    await user.type(box, 'r');
    expect(await screen.findByRole('button', { name: 'Add Grace Hopper' })).toBeInTheDocument();
    expect(searches).toEqual([{ body: { name: 'g r' }, page: '1', pageSize: '10' }]);
  });

  it('adds a chosen inventor as a chip once: it leaves the results until its chip is removed', async () => {
    answerSearches(() => [
      makeInventorSummary(5, 'Grace Hopper', { image: '/api/files/grace.png' }),
      makeInventorSummary(6, 'Alan Turing'),
    ]);
    const { user } = renderPage(<TicketInventors />);
    await user.type(screen.getByRole('textbox', { name: 'Search inventors' }), 'gr');
    await user.click(await screen.findByRole('button', { name: 'Add Grace Hopper' }));

    expect(screen.queryByRole('button', { name: 'Add Grace Hopper' })).not.toBeInTheDocument();
    const chips = screen.getByLabelText('Chosen inventors');
    expect(within(chips).getByText('Grace Hopper')).toBeInTheDocument();
    // The chip shows the photo beside the name, as decoration: screen readers hear the name once.
    const photo = chips.querySelector('img');
    expect(photo).toHaveAttribute('src', '/api/files/grace.png');
    expect(photo).toHaveAttribute('alt', '');
    expect(within(chips).queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(chips).getByTestId('CancelIcon'));
    expect(screen.queryByLabelText('Chosen inventors')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Grace Hopper' })).toBeInTheDocument();
  });

  it('says so when every matching inventor is already added', async () => {
    answerSearches(() => [makeInventorSummary(5, 'Grace Hopper')]);
    const { user } = renderPage(
      <TicketInventors initial={[{ id: 5, name: 'Grace Hopper', image: null }]} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Search inventors' }), 'gr');
    expect(
      await screen.findByText('Every matching inventor is already added.'),
    ).toBeInTheDocument();
  });

  it("offers 'Load more' only when a full page of 10 came back, and appends the next page", async () => {
    const searches = answerSearches((page) => (page === 1 ? people(100, 10) : people(200, 3)));
    const { user } = renderPage(<TicketInventors />);
    await user.type(screen.getByRole('textbox', { name: 'Search inventors' }), 'pe');
    expect(await screen.findByRole('button', { name: 'Add Person 109' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Add Person 202' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Person 100' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(searches.map((search) => search.page)).toEqual(['1', '2']);
  });

  it("shows 'No inventors found.' when the search fails, silently (spec §8)", async () => {
    server.use(
      http.post('*/api/inventors/inventors/search/', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderPage(<TicketInventors />);
    await user.type(screen.getByRole('textbox', { name: 'Search inventors' }), 'gr');
    expect(await screen.findByText('No inventors found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the inventor picker of the create-account screen (one inventor)', () => {
  it('sends the shared password in the body, first page only, and shows initials, not photos', async () => {
    const searches = answerSearches(() => [
      ...people(40, 9),
      makeInventorSummary(49, 'Grace Hopper', { affiliation: null, image: '/api/files/g.png' }),
    ]);
    const { user } = renderPage(<ExistingInventor sharedPassword="manager-secret" />);
    await user.type(screen.getByRole('textbox', { name: 'Search existing inventor' }), 'Grace');
    const results = await screen.findByRole('list', { name: 'Inventor search results' });
    expect(results).toHaveTextContent('Grace Hopper');
    expect(results).toHaveTextContent('No affiliation');
    expect(within(results).getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GR');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(searches).toEqual([
      { body: { name: 'Grace', shared_password: 'manager-secret' }, page: '1', pageSize: '10' },
    ]);
  });

  it('does not search while the shared password is unknown', async () => {
    const searches = answerSearches(() => people(1, 2));
    const { user } = renderPage(<ExistingInventor sharedPassword="" />);
    await user.type(screen.getByRole('textbox', { name: 'Search existing inventor' }), 'Grace');
    await settle();
    expect(searches).toHaveLength(0);
    expect(screen.queryByText('No inventors found.')).not.toBeInTheDocument();
  });

  it("replaces the search with the chosen inventor; 'Change' clears the choice (spec §2)", async () => {
    answerSearches(() => [makeInventorSummary(41, 'Grace Hopper', { affiliation: 'UIR' })]);
    const { user } = renderPage(<ExistingInventor sharedPassword="manager-secret" />);
    await user.type(screen.getByRole('textbox', { name: 'Search existing inventor' }), 'Grace');
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));

    const chosen = screen.getByLabelText('Chosen inventor');
    expect(chosen).toHaveTextContent('Grace Hopper');
    expect(chosen).toHaveTextContent('UIR');
    expect(
      screen.queryByRole('textbox', { name: 'Search existing inventor' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.queryByLabelText('Chosen inventor')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search existing inventor' })).toHaveValue('');
  });

  it("says 'No inventors found.' under the box when nothing matches", async () => {
    answerSearches(() => []);
    const { user } = renderPage(<ExistingInventor sharedPassword="manager-secret" />);
    await user.type(screen.getByRole('textbox', { name: 'Search existing inventor' }), 'Zed');
    expect(await screen.findByText('No inventors found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Inventor search results' })).not.toBeInTheDocument();
  });
});
