import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import type { FormVersion } from '@inventor-portal/shared/schemas';
import { makeOfficeTicketRow, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server);
jest.setTimeout(40000);

const PUBLISHED: FormVersion = {
  version: 4,
  status: 'published',
  published_at: '2026-11-01T10:00:00Z',
  sections: [
    {
      title: { en: 'Funding', fr: 'Financement' },
      questions: [
        {
          key: 'funded',
          type: 'yes_no',
          label: { en: 'Funded?', fr: 'Financé ?' },
          required: true,
        },
        {
          key: 'agency',
          type: 'choice',
          label: { en: 'Agency', fr: 'Organisme' },
          required: false,
          options: [{ value: 'erc', label: { en: 'European Research Council', fr: 'CER' } }],
        },
      ],
    },
  ],
};

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
              ...(withAnswers ? { answers: { funded: true, agency: 'erc' } } : {}),
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
    expect(lines[0]).toMatch(/,Funded\?,Agency$/);
    expect(lines[1]).toMatch(/,Yes,European Research Council$/);
    expect(lines[2]).toMatch(/,,$/);
  });
});
