import { screen, waitFor, within } from '@testing-library/react';
import { makeInventor, paged } from '@remote-patents/test/fixtures';
import { delay, http, HttpResponse } from 'msw';
import { renderRemote } from '@remote-patents/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-patents/test/server';

// Rendering MUI screens in jsdom is slow on a shared machine.
jest.setTimeout(30000);
startMsw(server);

const CO_INVENTORS = '*/api/inventors/inventor/co-inventors';

type Summary = ReturnType<typeof makeInventor>;

/** Serves co-inventor pages of 12 out of `all`, recording the requests. */
function serveCoInventors(all: Summary[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(CO_INVENTORS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      return HttpResponse.json(paged(all.slice((page - 1) * size, page * size), all.length));
    }),
  );
  return requests;
}

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => makeInventor(i + 2, `Person ${i + 2}`));

describe('co-inventors page', () => {
  it("shows the total with a singular label, titled 'CoInventors'", async () => {
    serveCoInventors([makeInventor(2, 'Grace Hopper', { affiliation: 'UIR' })]);
    renderRemote('/coinventors');
    expect(await screen.findByText('1 Co-Inventor')).toBeInTheDocument();
    expect(screen.getByText('1 Affiliation')).toBeInTheDocument();
    expect(document.title).toBe('CoInventors | Inventor Portal');
  });

  it('shows the total with a plural label and counts distinct affiliations on the page, ignoring blank and NULL', async () => {
    serveCoInventors([
      makeInventor(2, 'A', { affiliation: 'CIE' }),
      makeInventor(3, 'B', { affiliation: 'UIR' }),
      makeInventor(4, 'C', { affiliation: 'CIE' }),
      makeInventor(5, 'D', { affiliation: '' }),
      makeInventor(6, 'E', { affiliation: 'NULL' }),
      makeInventor(7, 'F', { affiliation: null }),
    ]);
    renderRemote('/coinventors');
    expect(await screen.findByText('6 Co-Inventors')).toBeInTheDocument();
    expect(screen.getByText('2 Affiliations')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'E' })).getByText('No affiliation'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'D' })).getByText('No affiliation'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'B' })).getByText('UIR')).toBeInTheDocument();
  });

  it("shows initials instead of a '/NULL' image, and the photo when there is one", async () => {
    serveCoInventors([
      makeInventor(2, 'grace hopper', { image: '/NULL' }),
      makeInventor(3, 'Alan Turing', { image: 'https://files.example/alan.png' }),
    ]);
    renderRemote('/coinventors');
    const grace = within(await screen.findByRole('article', { name: 'grace hopper' }));
    expect(grace.getByText('GR')).toBeInTheDocument();
    expect(grace.queryByRole('img', { name: 'grace hopper' })).not.toHaveAttribute('src');
    const alan = within(screen.getByRole('article', { name: 'Alan Turing' }));
    expect(alan.getByRole('img', { name: 'Alan Turing' })).toHaveAttribute(
      'src',
      'https://files.example/alan.png',
    );
    expect(alan.queryByText('AL')).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while loading and 'No co-inventors found.' when empty", async () => {
    server.use(
      http.get(CO_INVENTORS, async () => {
        await delay(500);
        return HttpResponse.json(paged([]));
      }),
    );
    renderRemote('/coinventors');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No co-inventors found.')).toBeInTheDocument();
    expect(screen.getByText('0 Co-Inventors')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it("treats a failed load as 'No co-inventors found.'", async () => {
    server.use(
      http.get(CO_INVENTORS, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    renderRemote('/coinventors');
    expect(await screen.findByText('No co-inventors found.')).toBeInTheDocument();
  });

  it("pages by 12 with 'Page X of Y' and disables the buttons at the ends", async () => {
    const requests = serveCoInventors(people(14));
    const { user } = renderRemote('/coinventors');
    expect(await screen.findByRole('article', { name: 'Person 2' })).toBeInTheDocument();
    expect(requests[0].get('page_size')).toBe('12');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Person 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByText('14 Co-Inventors')).toBeInTheDocument();
  });

  it("finds the card named by '#inventor-{id}', on a later page if needed, and highlights it", async () => {
    serveCoInventors(people(14));
    renderRemote('/coinventors#inventor-15');
    const card = await screen.findByRole('article', { name: 'Person 15' });
    expect(card).toHaveAttribute('id', 'inventor-15');
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('goes back to page 1 when the hashed co-inventor is nowhere', async () => {
    serveCoInventors(people(14));
    renderRemote('/coinventors#inventor-999');
    expect(await screen.findByRole('article', { name: 'Person 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });
});
