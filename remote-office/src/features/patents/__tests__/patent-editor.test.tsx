import { i18n } from '@inventor-portal/shared/i18n';
import { http, HttpResponse } from 'msw';
import { act, screen } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeOfficeInventor, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';
import { makePatentDetail } from '../testing/patent-fixtures';

startMsw(server, { csrfToken: 'test-token' });

const field = (name: RegExp) => screen.getByLabelText(name);

describe('Patent editor', () => {
  it('checks the spec §3 rules before sending: title, TRL/CRL 0–9, http(s) schema links', async () => {
    let posted = false;
    server.use(
      http.post('*/api/office/patents/', () => {
        posted = true;
        return HttpResponse.json(makePatentDetail(9), { status: 201 });
      }),
    );
    const { user } = renderOffice('/office/patents/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New patent' })).toBeVisible();
    expect(document.title).toBe('New patent | Inventor Portal');
    await user.type(field(/^TRL level/), '12');
    await user.type(field(/^Schema links/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create patent' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 0 to 9.')).toBeInTheDocument();
    expect(screen.getByText('Enter an http:// or https:// URL.')).toBeInTheDocument();
    expect(field(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
    expect(
      screen.getByText('Documents and schema images can be uploaded once the patent is created.'),
    ).toBeInTheDocument();
  });

  it('creates a patent with inventors found by the office search, then opens it', async () => {
    let body: Record<string, unknown> | null = null;
    const searches: string[] = [];
    server.use(
      http.get('*/api/office/inventors/', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json(paged([makeOfficeInventor(5, 'Ada Lovelace')]));
      }),
      http.post('*/api/office/patents/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makePatentDetail(9, { title: 'Fog net' }), { status: 201 });
      }),
      http.get('*/api/office/patents/9/', () =>
        HttpResponse.json(makePatentDetail(9, { title: 'Fog net' })),
      ),
    );
    const { user } = renderOffice('/office/patents/new');
    await user.type(await screen.findByLabelText(/^Title/), 'Fog net');
    await user.type(field(/^CRL level/), '3');
    await user.type(field(/^Deposit date/), '2025-03-14');
    await user.type(field(/^Schema links/), 'https://example.org/fig1.png');
    await user.type(screen.getByRole('combobox', { name: 'Inventors' }), 'Ada');
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));
    expect(searches.at(-1)).toBe('Ada');
    await user.click(screen.getByRole('button', { name: 'Create patent' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fog net' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Patent created.');
    expect(body).toMatchObject({
      title: 'Fog net',
      CRL_level: 3,
      TRL_level: null,
      deposit_date: '2025-03-14',
      schemas: ['https://example.org/fig1.png'],
      inventors: [5],
      status: null,
    });
  });

  it('edits a patent: every field sent, its uploaded schema images kept, server field errors shown', async () => {
    const image = '/api/files/photos/AAAAAAAAAAAAAAAAAAAAAAAA.png';
    const patent = makePatentDetail(3, {
      title: 'Solar still',
      schemas: ['https://example.org/a.png', image],
    });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/office/patents/3/', () => HttpResponse.json(patent)),
      http.patch('*/api/office/patents/3/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              detail: 'A patent with this deposit number already exists.',
              deposit_number: ['A patent with this deposit number already exists.'],
            },
            { status: 400 },
          );
        return HttpResponse.json({ ...patent, ...body });
      }),
    );
    const { user } = renderOffice('/office/patents/3');
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Solar still');
    expect(field(/^Deposit number/)).toHaveValue('FR-3');
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await user.clear(field(/^Sector/));
    await user.type(field(/^Sector/), 'Water');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('A patent with this deposit number already exists.'),
    ).toBeInTheDocument();

    await user.clear(field(/^Deposit number/));
    await user.type(field(/^Deposit number/), 'FR-3-bis');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({
      title: 'Solar still',
      deposit_number: 'FR-3-bis',
      sector: 'Water',
      TRL_level: 4,
      inventors: [1],
      schemas: ['https://example.org/a.png', image],
    });
  });

  it('says so when the patent does not exist', async () => {
    server.use(
      http.get('*/api/office/patents/77/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderOffice('/office/patents/77');
    expect(await screen.findByText('This patent does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to patents' })).toHaveAttribute(
      'href',
      '/office/patents',
    );
  });
});

describe('The office patent editor that cannot show its record keeps one h1', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each([
    ['en', 404, 'Patent', 'This patent does not exist.'],
    ['en', 500, 'Patent', 'Could not load the patent.'],
    ['fr', 404, 'Brevet', 'Ce brevet n’existe pas.'],
    ['fr', 500, 'Brevet', 'Impossible de charger le brevet.'],
  ] as const)('in %s, for a %i', async (language, status, heading, message) => {
    server.use(
      http.get('*/api/office/patents/77/', () => HttpResponse.json({ detail: 'No.' }, { status })),
    );
    await act(() => i18n.changeLanguage(language));
    renderOffice('/office/patents/77');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
