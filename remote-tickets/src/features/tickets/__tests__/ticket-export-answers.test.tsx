import { http, HttpResponse } from 'msw';
import { read, utils } from 'xlsx';
import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { sampleFormVersion } from '@inventor-portal/shared/test-fixtures';
import { captureDownloads, parseQuotedCsv, startMsw } from '@inventor-portal/shared/test-utils';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { makeTicket, paged } from '@remote-tickets/test/fixtures';
import { renderTickets } from '@remote-tickets/test/render';
import { server } from '@remote-tickets/test/server';

startMsw(server);
jest.setTimeout(40000);
afterEach(() => act(() => i18n.changeLanguage('en')));

const attachment = (id: number, name: string) => ({
  id,
  name,
  size: 10,
  content_type: 'application/pdf',
  url: `/api/files/attachments/${id}/${name}`,
  uploaded_by: null,
  created_at: '2026-11-01T10:00:00Z',
});

const ANSWERS: Record<number, Ticket['answers']> = {
  1: {
    funded: true,
    grant_number: 'ERC-STG-42',
    agency: 'erc',
    erc_panel: ['pe', 'ls'],
    years: 4,
    data: [7],
  },
  2: {},
};

/** Two tickets; their answers only when the export asks for them (`answers=true`). */
function serveTickets() {
  const asked: URLSearchParams[] = [];
  const tickets = [
    makeTicket(1, {
      title: 'Solar ink',
      form_version: 2,
      attachments: [attachment(7, 'lab-notes.pdf')],
    }),
    makeTicket(2, { title: 'Wind sail', form_version: 1 }),
  ];
  server.use(
    http.get('*/api/inventors/form/', () => HttpResponse.json(sampleFormVersion(2))),
    http.get('*/api/inventors/tickets/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const withAnswers = params.get('answers') === 'true';
      return HttpResponse.json(
        paged(tickets.map((t) => (withAnswers ? { ...t, answers: ANSWERS[t.id] } : t))),
      );
    }),
  );
  return asked;
}

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  capture = captureDownloads();
});
afterEach(() => capture.restore());

async function exportAs(user: ReturnType<typeof renderTickets>['user'], format: string) {
  await user.click(screen.getByRole('button', { name: /^(Export|Exporter)$/ }));
  await user.click(screen.getByRole('menuitem', { name: format }));
  await waitFor(() => expect(capture.downloads).toHaveLength(1));
  return capture.downloads[0];
}

describe("The inventor's tickets export with a questionnaire", () => {
  it('adds one column per question of the published version, fetching the answers only then', async () => {
    const asked = serveTickets();
    const { user } = renderTickets('/tickets');
    await screen.findByText('Solar ink');
    expect(asked.every((params) => params.get('answers') !== 'true')).toBe(true);

    const file = await exportAs(user, 'CSV');
    expect(file.fileName).toBe('tickets.csv');
    expect(asked.some((params) => params.get('answers') === 'true')).toBe(true);
    const [header, solar, wind] = parseQuotedCsv(await file.blob.text());
    const first = header.indexOf('Funded?');
    expect(header.slice(first)).toEqual([
      'Funded?',
      'Grant number',
      'Agency',
      'ERC panels',
      'Notes',
      'Years',
      'First use',
      'Partners',
      'Data sheets',
    ]);
    expect(header.slice(0, first)).not.toContain('Funded?');
    expect(solar[0]).toBe('Solar ink');
    expect(solar.slice(first)).toEqual([
      'Yes',
      'ERC-STG-42',
      'European Research Council',
      'Physical sciences; Life sciences',
      '',
      '4',
      '',
      '',
      'lab-notes.pdf',
    ]);
    // A ticket of an older version: nothing under the questions it was not asked.
    expect(wind.slice(first)).toEqual(['', '', '', '', '', '', '', '', '']);
  });

  it('heads the xlsx columns in French on a French page', async () => {
    serveTickets();
    await act(() => i18n.changeLanguage('fr'));
    const { user } = renderTickets('/tickets');
    await screen.findByText('Solar ink');
    const file = await exportAs(user, 'Excel');
    expect(file.fileName).toBe('tickets.xlsx');
    const book = read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
    const rows = utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Tickets);
    expect(rows[0]).toMatchObject({
      'Financé ?': 'Oui',
      'Numéro de subvention': 'ERC-STG-42',
      Organisme: 'Conseil européen',
      'Panels du CER': 'Sciences physiques; Sciences de la vie',
      Années: 4,
      'Fiches techniques': 'lab-notes.pdf',
    });
    expect(rows[1]['Financé ?'] ?? '').toBe('');
  });

  it('exports the spec columns alone when no questionnaire is published', async () => {
    serveTickets();
    server.use(
      http.get('*/api/inventors/form/', () => HttpResponse.json({ version: null, sections: [] })),
    );
    const { user } = renderTickets('/tickets');
    await screen.findByText('Solar ink');
    const file = await exportAs(user, 'CSV');
    const [header] = parseQuotedCsv(await file.blob.text());
    expect(header).not.toContain('Funded?');
    expect(header[0]).toBe('Title');
  });
});
