import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';
import { makePatentDetail } from '../testing/patent-fixtures';
import type { OfficePatentDetail } from '../api/office-patents-api';

startMsw(server, { csrfToken: 'test-token' });

const pdf = (name = 'deposit.pdf', size = 0) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function servePatent(initial: OfficePatentDetail) {
  let patent = initial;
  server.use(
    http.get('*/api/office/patents/3/', () => HttpResponse.json(patent)),
    http.post('*/api/office/patents/3/documents/', async ({ request }) => {
      const form = await request.formData();
      const kind = String(form.get('kind'));
      patent = { ...patent, [`${kind}_document`]: `/api/files/documents/${kind}-new.pdf` };
      return HttpResponse.json(patent);
    }),
    http.post('*/api/office/patents/3/schemas/', () => {
      patent = { ...patent, schemas: [...patent.schemas, '/api/files/photos/new-image.png'] };
      return HttpResponse.json(patent);
    }),
    http.delete('*/api/office/patents/3/schemas/:index/', ({ params }) => {
      patent = {
        ...patent,
        schemas: patent.schemas.filter((_url, i) => i !== Number(params.index)),
      };
      return HttpResponse.json(patent);
    }),
  );
}

describe('Patent documents and schema images', () => {
  it('shows the current document as a link and uploads a new PDF of each kind', async () => {
    servePatent(makePatentDetail(3, { deposit_document: '/api/files/documents/old-deposit.pdf' }));
    const { user } = renderOffice('/office/patents/3');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const deposit = within(documents).getByRole('region', { name: 'Deposit document' });
    const current = within(deposit).getByRole('link', {
      name: 'Open the current Deposit document',
    });
    expect(current).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/files\/documents\/old-deposit\.pdf$/),
    );
    expect(current).toHaveAttribute('target', '_blank');

    const report = within(documents).getByRole('region', { name: 'Research report' });
    expect(within(report).getByText('No document yet.')).toBeInTheDocument();
    await user.upload(within(report).getByLabelText('Upload Research report'), pdf('report.pdf'));
    expect(await within(report).findByRole('status')).toHaveTextContent(
      'Research report uploaded.',
    );
    expect(
      await within(report).findByRole('link', { name: 'Open the current Research report' }),
    ).toHaveAttribute('href', expect.stringMatching(/research_report-new\.pdf$/));
  });

  it('checks the PDF type and the 20 MB limit before uploading; shows a server refusal', async () => {
    servePatent(makePatentDetail(3));
    const { user } = renderOffice('/office/patents/3');
    const delivery = await screen.findByRole('region', { name: 'Delivery document' });
    const input = within(delivery).getByLabelText('Upload Delivery document');
    // Named .pdf (so the picker offers it) but not a PDF by its type.
    await user.upload(input, new File(['png'], 'scan.pdf', { type: 'image/png' }));
    expect(await within(delivery).findByRole('alert')).toHaveTextContent('Choose a PDF file.');
    await user.upload(input, pdf('big.pdf', 20 * 1024 * 1024 + 1));
    expect(await within(delivery).findByRole('alert')).toHaveTextContent(
      'The document must be at most 20 MB.',
    );

    server.use(
      http.post('*/api/office/patents/3/documents/', () =>
        HttpResponse.json(
          { detail: 'Upload a PDF file.', file: ['Upload a PDF file.'] },
          { status: 400 },
        ),
      ),
    );
    await user.upload(input, pdf('fake.pdf'));
    expect(await within(delivery).findByRole('alert')).toHaveTextContent('Upload a PDF file.');
  });

  it('adds a schema image and removes a schema', async () => {
    servePatent(makePatentDetail(3, { schemas: ['https://example.org/a.png'] }));
    const { user } = renderOffice('/office/patents/3');
    const schemas = await screen.findByRole('region', { name: 'Schemas' });
    expect(within(schemas).getByRole('link', { name: 'Schema 1' })).toHaveAttribute(
      'href',
      'https://example.org/a.png',
    );
    await user.upload(
      within(schemas).getByLabelText('Add a schema image'),
      new File(['png'], 'fig.png', { type: 'image/png' }),
    );
    expect(await within(schemas).findByRole('link', { name: 'Schema 2' })).toBeInTheDocument();
    expect(within(schemas).getByText('Uploaded image')).toBeInTheDocument();

    await user.click(within(schemas).getByRole('button', { name: 'Remove Schema 1' }));
    expect(await within(schemas).findByRole('status')).toHaveTextContent('Schema 1 removed.');
    // The list is read again after the removal; the status can be said before it arrives.
    await waitFor(() =>
      expect(within(schemas).queryByText('https://example.org/a.png')).not.toBeInTheDocument(),
    );
  });
});
