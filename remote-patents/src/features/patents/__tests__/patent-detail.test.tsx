import { screen, within } from '@testing-library/react';
import { makeInventor, makePatentDetail } from '@remote-patents/test/fixtures';
import { delay, http, HttpResponse } from 'msw';
import { renderRemote } from '@remote-patents/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-patents/test/server';

// Rendering MUI screens in jsdom is slow on a shared machine.
jest.setTimeout(30000);
startMsw(server);

const PATENT = '*/api/inventors/patent/:id';

function servePatent(patent: ReturnType<typeof makePatentDetail>) {
  server.use(http.get(PATENT, () => HttpResponse.json(patent)));
}

describe('patent detail', () => {
  it('shows the patent fields and sets the page title', async () => {
    servePatent(
      makePatentDetail(5, {
        title: 'Solar membrane',
        deposit_number: 'MA-2024-0005',
        deposit_date: '2024-03-05',
        status: 'approved',
        abstract: 'A thin membrane that turns light into heat.',
        affiliation: 'UIR',
        TRL_level: 6,
        CRL_level: 14,
        contract_type: 'Licence',
        sector: 'Energy',
        nature: 'Process',
      }),
    );
    renderRemote('/patents/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solar membrane' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Solar membrane | Inventor Portal');
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    expect(overview.getByText('MA-2024-0005')).toBeInTheDocument();
    expect(overview.getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(overview.getByText('Approved')).toBeInTheDocument();
    expect(overview.getByText('UIR')).toBeInTheDocument();
    expect(overview.getByText('6')).toBeInTheDocument();
    expect(overview.getByText('9')).toBeInTheDocument();
    expect(overview.getByText('Licence')).toBeInTheDocument();
    expect(overview.getByText('Energy')).toBeInTheDocument();
    expect(overview.getByText('Process')).toBeInTheDocument();
    expect(screen.getByText('A thin membrane that turns light into heat.')).toBeInTheDocument();
  });

  it('links documents only for http(s) URLs, in a new tab with rel noopener noreferrer', async () => {
    servePatent(
      makePatentDetail(5, {
        deposit_document: 'https://files.example/deposit.pdf',
        research_report_document: 'http://files.example/report.pdf',
        delivery_document: 'javascript:alert(1)',
      }),
    );
    renderRemote('/patents/5');
    const deposit = await screen.findByRole('link', { name: 'View Deposit Document' });
    expect(deposit).toHaveAttribute('href', 'https://files.example/deposit.pdf');
    expect(deposit).toHaveAttribute('target', '_blank');
    expect(deposit).toHaveAttribute('rel', 'noopener noreferrer');
    const report = screen.getByRole('link', { name: 'View Research Report' });
    expect(report).toHaveAttribute('href', 'http://files.example/report.pdf');
    expect(report).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'View Delivery Document' })).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it("lists schemas as 'View Schema N' links", async () => {
    servePatent(
      makePatentDetail(5, {
        schemas: ['https://files.example/a.png', 'https://files.example/b.png'],
      }),
    );
    renderRemote('/patents/5');
    const first = await screen.findByRole('link', { name: 'View Schema 1' });
    expect(first).toHaveAttribute('href', 'https://files.example/a.png');
    expect(first).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'View Schema 2' })).toHaveAttribute(
      'href',
      'https://files.example/b.png',
    );
    expect(screen.queryByText('No schemas available.')).not.toBeInTheDocument();
  });

  it("says 'No schemas available.' without schemas", async () => {
    servePatent(makePatentDetail(5, { schemas: [] }));
    renderRemote('/patents/5');
    expect(await screen.findByText('No schemas available.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Schema/ })).not.toBeInTheDocument();
  });

  it('shows inventor names as chips, and the id for a failed lookup', async () => {
    servePatent(makePatentDetail(5, { inventors: [3, 404] }));
    server.use(
      http.get('*/api/inventors/inventor/:id', ({ params }) =>
        params.id === '3'
          ? HttpResponse.json(makeInventor(3, 'Grace Hopper'))
          : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderRemote('/patents/5');
    const inventors = within(await screen.findByRole('region', { name: 'Inventors' }));
    expect(await inventors.findByText('Grace Hopper')).toBeInTheDocument();
    expect(inventors.getByText('404')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(PATENT, async () => {
        await delay(500);
        return HttpResponse.json(makePatentDetail(5));
      }),
    );
    renderRemote('/patents/5');
    expect(screen.getByTestId('patent-detail-skeleton')).toBeInTheDocument();
    expect(document.title).toBe('Patent | Inventor Portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patent 5' })).toBeInTheDocument();
    expect(screen.queryByTestId('patent-detail-skeleton')).not.toBeInTheDocument();
  });

  it("says 'Could not load patent details.' when the load fails, and retries", async () => {
    let calls = 0;
    server.use(
      http.get(PATENT, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
          : HttpResponse.json(makePatentDetail(5, { title: 'Back again' }));
      }),
    );
    const { user } = renderRemote('/patents/5');
    expect(await screen.findByText('Could not load patent details.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back again' }),
    ).toBeInTheDocument();
  });

  it("says 'Could not load patent details.' for an id that is not a number, without a call", async () => {
    renderRemote('/patents/abc');
    expect(await screen.findByText('Could not load patent details.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([404, 500])('keeps one h1, the page title, on the %i error panel', async (status) => {
    server.use(http.get(PATENT, () => HttpResponse.json({ detail: 'No.' }, { status })));
    renderRemote('/patents/5');
    expect(await screen.findByText('Could not load patent details.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Patent');
  });
});
