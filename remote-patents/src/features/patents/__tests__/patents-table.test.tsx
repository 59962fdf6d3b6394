import { screen, waitFor, within } from '@testing-library/react';
import { mockDownloads, parseCsv } from '@remote-patents/test/download';
import { makeInventor, makePatent, me, paged } from '@remote-patents/test/fixtures';
import { delay, http, HttpResponse } from 'msw';
import { renderRemote } from '@remote-patents/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-patents/test/server';

// The 19-column table is heavy to render in jsdom.
jest.setTimeout(30000);
startMsw(server);
const downloads = mockDownloads();

const PATENTS = '*/api/inventors/patents';

const HEADERS = [
  'Title',
  'Inventors',
  'Deposit Number',
  'Deposit Document',
  'Deposit Date',
  'Research Report Document',
  'Research Report Result',
  'Research Report Date',
  'Delivery Document',
  'Delivery Date',
  'Status',
  'TRL Level',
  'CRL Level',
  'Abstract',
  'Contract Type',
  'Sector',
  'Nature',
  'Schemas',
  'Affiliation',
];

function servePatents(results: ReturnType<typeof makePatent>[], count = results.length) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(PATENTS, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(paged(results, count));
    }),
  );
  return requests;
}

/** Header labels, without the select-all column and the sort badges. */
const headerTexts = () =>
  Array.from(document.querySelectorAll('thead .Mui-TableHeadCell-Content-Wrapper'))
    .map((el) => el.textContent ?? '')
    .filter((text) => text !== '');
/** The clickable label of a column header (a click toggles its sorting). */
const headerLabel = (header: string): HTMLElement => {
  const wrapper = Array.from(
    document.querySelectorAll('thead .Mui-TableHeadCell-Content-Wrapper'),
  ).find((el) => el.textContent === header);
  const label = wrapper?.closest('.Mui-TableHeadCell-Content-Labels');
  if (!(label instanceof HTMLElement)) throw new Error(`No column header ${header}`);
  return label;
};
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Patents' }))
    .getAllByRole('row')
    .slice(1);
const titlesInOrder = () =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);

async function openTable(results: ReturnType<typeof makePatent>[]) {
  const requests = servePatents(results);
  const view = renderRemote('/patents?view=table');
  await screen.findByText(results[0].title);
  return { ...view, requests };
}

describe('patents table view', () => {
  it('loads one page of 100 and shows all 19 columns', async () => {
    const { requests } = await openTable([makePatent(1)]);
    expect(requests[0].get('page_size')).toBe('100');
    expect(headerTexts()).toEqual(HEADERS);
    expect(screen.queryByText('Page 1 of 1')).not.toBeInTheDocument();
  });

  it("shows 9 skeleton rows while loading and 'No patents found.' when empty", async () => {
    server.use(
      http.get(PATENTS, async () => {
        await delay(500);
        return HttpResponse.json(paged([]));
      }),
    );
    renderRemote('/patents?view=table');
    expect(bodyRows()).toHaveLength(9);
    expect(await screen.findByText('No patents found.')).toBeInTheDocument();
  });

  it('shows the status as a coloured pill and clamps the levels', async () => {
    await openTable([makePatent(1, { status: 'refused', TRL_level: 11 })]);
    const pill = screen.getByText('Refused').closest('[data-status]');
    expect(pill).toHaveAttribute('data-status', 'refused');
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells[HEADERS.indexOf('TRL Level') + 1]).toHaveTextContent('9');
  });

  it('sorts a column ascending, then descending', async () => {
    const { user } = await openTable([
      makePatent(1, { title: 'Beta' }),
      makePatent(2, { title: 'alpha' }),
      makePatent(3, { title: 'Gamma' }),
    ]);
    expect(titlesInOrder()).toEqual(['Beta', 'alpha', 'Gamma']);
    await user.click(headerLabel('Title'));
    expect(titlesInOrder()).toEqual(['alpha', 'Beta', 'Gamma']);
    await user.click(headerLabel('Title'));
    expect(titlesInOrder()).toEqual(['Gamma', 'Beta', 'alpha']);
  });

  it('sorts numbers numerically and lists by their text', async () => {
    const { user } = await openTable([
      makePatent(1, { title: 'Nine', TRL_level: 9, inventors: [makeInventor(5, 'Zoe')] }),
      makePatent(2, { title: 'Two', TRL_level: 2, inventors: [makeInventor(6, 'Adam')] }),
      makePatent(3, { title: 'Ten?', TRL_level: 10, inventors: [makeInventor(7, 'Mia')] }),
    ]);
    await user.click(headerLabel('TRL Level'));
    expect(titlesInOrder()).toEqual(['Two', 'Nine', 'Ten?']);
    await user.click(headerLabel('Inventors'));
    expect(titlesInOrder()).toEqual(['Two', 'Ten?', 'Nine']);
  });

  it('opens the patent when a row is clicked', async () => {
    server.use(
      http.get('*/api/inventors/patent/:id', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const { user } = await openTable([makePatent(42, { title: 'Clickable' })]);
    await user.click(screen.getByText('Clickable'));
    expect(screen.getByTestId('location')).toHaveTextContent('/patents/42');
  });

  it("goes to the co-inventor's card from an avatar, without opening the row", async () => {
    const inventors = [1, 2, 3, 4, 5, 6].map((id) => makeInventor(id, `Person ${id}`));
    server.use(
      http.get('*/api/inventors/inventor/co-inventors', () =>
        HttpResponse.json(paged(inventors.slice(1))),
      ),
    );
    const { user } = await openTable([makePatent(42, { inventors })]);
    const row = within(bodyRows()[0]);
    expect(row.getByText('+2')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Person 5' })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Person 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/coinventors');
    expect(screen.getByTestId('location-hash')).toHaveTextContent('#inventor-3');
  });

  it('sends your own avatar to your profile', async () => {
    const { user } = await openTable([
      makePatent(42, { inventors: [makeInventor(me.inventor.id, 'Ada Lovelace')] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
  });

  it('selects all rows from the header checkbox, which is indeterminate for a partial selection', async () => {
    const { user } = await openTable([makePatent(1), makePatent(2)]);
    const rowBoxes = screen.getAllByLabelText('Toggle select row', { selector: 'input' });
    expect(rowBoxes).toHaveLength(2);
    await user.click(rowBoxes[0]);
    expect(rowBoxes[0]).toBeChecked();
    const all = screen.getByLabelText('Toggle select all', { selector: 'input' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    for (const box of screen.getAllByLabelText('Toggle select row', { selector: 'input' }))
      expect(box).toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'false');
  });

  it('exports the visible columns to patents.csv', async () => {
    const { user } = await openTable([
      makePatent(1, {
        title: 'Quoted "title"',
        inventors: [makeInventor(1, 'Ada Lovelace'), makeInventor(2, 'Alan Turing')],
        schemas: ['https://files.example/s1.png', 'https://files.example/s2.png'],
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByText('Abstract'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headerTexts()).not.toContain('Abstract'));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('patents.csv');
    const [header, row, ...rest] = parseCsv(await downloads[0].blob.text());
    expect(rest).toHaveLength(0);
    expect(header).toEqual(HEADERS.filter((h) => h !== 'Abstract'));
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Title')).toBe('Quoted "title"');
    expect(cell('Inventors')).toBe('Ada Lovelace; Alan Turing');
    expect(cell('Schemas')).toBe('https://files.example/s1.png; https://files.example/s2.png');
    expect(cell('TRL Level')).toBe('4');
    expect(cell('Deposit Date')).toBe('2024-05-01');
  });

  it('exports to patents.xlsx', async () => {
    const { user } = await openTable([makePatent(1)]);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('patents.xlsx');
  });

  it('pages with the Pager when there are more than 100 patents', async () => {
    const requests = servePatents([makePatent(1, { title: 'First of many' })], 250);
    const { user } = renderRemote('/patents?view=table');
    await screen.findByText('First of many');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(requests.at(-1)?.get('page')).toBe('2');
  });

  it('only links documents with http(s) URLs, in a new tab', async () => {
    await openTable([
      makePatent(1, {
        deposit_document: 'https://files.example/d.pdf',
        delivery_document: 'javascript:alert(1)',
      }),
    ]);
    const link = screen.getByRole('link', { name: 'Open document' });
    expect(link).toHaveAttribute('href', 'https://files.example/d.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });
});
