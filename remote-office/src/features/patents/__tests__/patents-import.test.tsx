import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';
import { makePatentRow } from '../testing/patent-fixtures';

startMsw(server, { csrfToken: 'test-token' });

const csvFile = (name = 'patents.csv', size = 0) => {
  const file = new File(['title,deposit_number\nWind lens,FR-1\n'], name, { type: 'text/csv' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openImport() {
  server.use(http.get('*/api/office/patents/', () => HttpResponse.json(paged([makePatentRow(1)]))));
  const view = renderOffice('/office/patents');
  await view.user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import patents' });
  return { ...view, dialog };
}

describe('Patent import', () => {
  it('uploads the file and shows created, updated and rejected rows with their reasons', async () => {
    let sent: FormDataEntryValue | null = null;
    server.use(
      http.post('*/api/office/patents/import/', async ({ request }) => {
        sent = (await request.formData()).get('file');
        return HttpResponse.json({
          created: 2,
          updated: 1,
          unchanged: 0,
          inventors_created: 1,
          rejected: [
            { line: 4, reason: "TRL_level must be an integer from 0 to 9, got '12'" },
            { line: 7, reason: 'title is required' },
          ],
        });
      }),
    );
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Choose a CSV or XLSX file'), csvFile());

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Created: 2. Updated: 1. Unchanged: 0. Rejected: 2.');
    expect(status).toHaveTextContent('1 inventor record was created for an unknown name.');
    const rejected = within(dialog).getByRole('table', { name: 'Rejected rows' });
    const rows = within(rejected).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowReason',
      "4TRL_level must be an integer from 0 to 9, got '12'",
      '7title is required',
    ]);
    // The file went as the multipart field `file`.
    expect(sent).not.toBeNull();
  });

  it('refuses a file that is not .csv or .xlsx without uploading it', async () => {
    let called = false;
    server.use(
      http.post('*/api/office/patents/import/', () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const { user, dialog } = await openImport();
    // A .pdf reported as text/csv: the picker lets it through, the name check does not.
    await user.upload(within(dialog).getByLabelText('Choose a CSV or XLSX file'), csvFile('a.pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a .csv or .xlsx file.',
    );
    await user.upload(
      within(dialog).getByLabelText('Choose a CSV or XLSX file'),
      csvFile('big.csv', 6 * 1024 * 1024),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file must be at most 5 MB.',
    );
    expect(called).toBe(false);
  });

  it("shows the server's refusal of the file", async () => {
    server.use(
      http.post('*/api/office/patents/import/', () =>
        HttpResponse.json(
          {
            detail: 'Upload a CSV (UTF-8) or XLSX file.',
            file: ['Upload a CSV (UTF-8) or XLSX file.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Choose a CSV or XLSX file'), csvFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Upload a CSV (UTF-8) or XLSX file.',
    );
  });
});
