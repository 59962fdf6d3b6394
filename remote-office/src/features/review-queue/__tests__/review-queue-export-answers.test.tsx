import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { sampleFormVersion } from '@inventor-portal/shared/test-fixtures';
import { makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
jest.setTimeout(40000);

const PUBLISHED = sampleFormVersion(4);

describe('Review queue export with a questionnaire', () => {
  let blobs: Blob[];
  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('adds one column per question of the published version, asking the list for the answers', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/inventors/form/', () => HttpResponse.json(PUBLISHED)),
      http.get('*/api/inventors/affiliations/', () => HttpResponse.json(paged([]))),
      http.get('*/api/office/tickets/counts/', () =>
        HttpResponse.json({
          pending: 2,
          needs_info: 0,
          approved: 0,
          refused: 0,
          waiting: 0,
          unassigned: 2,
          total: 2,
        }),
      ),
      http.get('*/api/office/tickets/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const withAnswers = params.get('answers') === 'true';
        return HttpResponse.json(
          paged([
            makeOfficeTicketRow(1, {
              title: 'Ticket 1',
              attachments: [
                {
                  id: 7,
                  name: 'lab-notes.pdf',
                  size: 10,
                  content_type: 'application/pdf',
                  url: '/api/files/attachments/7/lab-notes.pdf',
                  uploaded_by: null,
                  created_at: '2026-11-01T10:00:00Z',
                },
              ],
              ...(withAnswers
                ? { answers: { funded: true, agency: 'erc', years: 4, data: [7] } }
                : {}),
            }),
            makeOfficeTicketRow(2, { title: 'Ticket 2', ...(withAnswers ? { answers: {} } : {}) }),
          ]),
        );
      }),
    );
    const { user } = renderOffice('/office/tickets');
    await screen.findByText('Ticket 1');
    // The queue itself never asks for the answers.
    expect(asked.every((params) => params.get('answers') !== 'true')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(asked.some((params) => params.get('answers') === 'true')).toBe(true);
    const lines = (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.replace(/"/g, ''));
    // The same cells as the inventor's tickets export: labels, words, files by their names.
    expect(lines[0]).toMatch(
      /,Funded\?,Grant number,Agency,ERC panels,Notes,Years,First use,Partners,Data sheets$/,
    );
    expect(lines[1]).toMatch(/,Yes,,European Research Council,,,4,,,lab-notes.pdf$/);
    expect(lines[2]).toMatch(/,,,,,,,,,$/);
  });
});
