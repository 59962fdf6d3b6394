import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeAuditEntry, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
afterEach(() => act(() => i18n.changeLanguage('en')));

/** Serves `total` entries a page at a time and records every query string. */
function serveAudit(total = 2) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/office/audit/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      const first = (page - 1) * size;
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, total - first)) },
        (_, i) => total - first - i,
      );
      return HttpResponse.json(
        paged(
          ids.map((id) =>
            makeAuditEntry(id, {
              summary: `Change, "quoted" ${id}`,
              at: '2024-03-01T09:30:00.000Z',
              ...(id === 1
                ? { actor: null, action: 'inventor.update', target_type: 'inventor', target_id: 3 }
                : {}),
            }),
          ),
          total,
        ),
      );
    }),
  );
  return asked;
}

describe('Audit log filters', () => {
  it('filters by who and by record, on the server and in the address', async () => {
    const asked = serveAudit();
    const { user } = renderOffice('/office/audit');
    await screen.findByText('Change, "quoted" 2');

    await user.selectOptions(
      await screen.findByLabelText('Who'),
      'Alan Office (alan@office.example)',
    );
    await waitFor(() => expect(asked.at(-1)?.get('actor')).toBe('11'));
    await user.selectOptions(screen.getByLabelText('Record type'), 'Tickets');
    await waitFor(() => expect(asked.at(-1)?.get('target_type')).toBe('ticket'));
    await user.type(screen.getByLabelText('Record number'), '42');
    await waitFor(() => expect(asked.at(-1)?.get('target_id')).toBe('42'));
    expect(asked.at(-1)?.get('actor')).toBe('11');
    expect(screen.getByTestId('location-search')).toHaveTextContent(
      '?actor=11&target_type=ticket&target_id=42',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location-search')).toBeEmptyDOMElement());
    expect(screen.getByLabelText('Record number')).toHaveValue('');
    expect(screen.getByLabelText('Who')).toHaveDisplayValue('Anyone');
  });

  it('reads the filters from the address and refuses a record number that is not one', async () => {
    const asked = serveAudit();
    const { user } = renderOffice('/office/audit?actor=10&target_type=inventor&target_id=3&page=2');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0].get('actor')).toBe('10');
    expect(asked[0].get('target_type')).toBe('inventor');
    expect(asked[0].get('target_id')).toBe('3');
    expect(asked[0].get('page')).toBe('2');
    expect(await screen.findByLabelText('Who')).toHaveDisplayValue(
      'Grace Office (grace@office.example)',
    );
    expect(screen.getByLabelText('Record type')).toHaveDisplayValue('Inventors');
    expect(screen.getByLabelText('Record number')).toHaveValue('3');

    const field = screen.getByLabelText('Record number');
    await user.clear(field);
    await user.type(field, '12a');
    expect(await screen.findByText('Enter a record number (digits only).')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('links an inventor record to its page, and says when nothing matches', async () => {
    serveAudit(1);
    const first = renderOffice('/office/audit');
    expect(await screen.findByRole('link', { name: 'Inventor #3' })).toHaveAttribute(
      'href',
      '/office/inventors/3',
    );
    first.unmount();

    server.use(http.get('*/api/office/audit/', () => HttpResponse.json(paged([]))));
    renderOffice('/office/audit?target_type=patent');
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
  });

  it('reads in French', async () => {
    serveAudit();
    await act(() => i18n.changeLanguage('fr'));
    renderOffice('/office/audit');
    expect(await screen.findByLabelText('Auteur')).toHaveDisplayValue('Tout le monde');
    expect(screen.getByLabelText("Type d'objet")).toHaveDisplayValue('Tous les objets');
    expect(screen.getByLabelText("Numéro de l'objet")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
  });
});

describe('Audit log export', () => {
  let blobs: Blob[];
  let downloads: string[];

  beforeEach(() => {
    blobs = [];
    downloads = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes audit-log.csv with every entry the filters select, from all pages, newest first', async () => {
    const asked = serveAudit(150);
    const { user } = renderOffice('/office/audit?target_type=ticket');
    expect(await screen.findByText('Page 1 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(downloads).toEqual(['audit-log.csv']));

    const pages = asked.filter((params) => params.get('page_size') === '100');
    expect(pages.map((params) => params.get('page')).sort()).toEqual(['1', '2']);
    expect(pages.every((params) => params.get('target_type') === 'ticket')).toBe(true);
    const text = (await blobs[0].text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      '"Entry","When (UTC)","Who","Action","Record type","Record number","Details"',
    );
    expect(lines).toHaveLength(151);
    expect(lines[1]).toBe(
      '"150","2024-03-01T09:30:00.000Z","grace@office.example","Decision recorded","ticket","7","Change, ""quoted"" 150"',
    );
    expect(lines[150]).toBe(
      '"1","2024-03-01T09:30:00.000Z","Command line (admin)","Inventor updated","inventor","3","Change, ""quoted"" 1"',
    );
  });
});
