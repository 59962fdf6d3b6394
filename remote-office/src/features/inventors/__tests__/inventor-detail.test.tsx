import { http, HttpResponse, delay } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import type { OfficeInventorDetail } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeOfficeInventor, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });
afterEach(() => act(() => i18n.changeLanguage('en')));

const affiliations = http.get('*/api/inventors/affiliations/', () =>
  HttpResponse.json(
    paged([
      { id: 1, name: 'CIE' },
      { id: 2, name: 'UIR' },
    ]),
  ),
);

const detail = (extra: Partial<OfficeInventorDetail> = {}): OfficeInventorDetail => ({
  ...makeOfficeInventor(1, 'Ada Lovelace', {
    affiliation: 'CIE',
    phone: '0612345678',
    orcid: '0000-0002-1825-0097',
    name_variant: ['A. Lovelace', 'Ada King'],
  }),
  tickets: [
    {
      id: 7,
      title: 'Analytical engine',
      status: 'needs_info',
      role: 'submitter',
      meeting_date: null,
      created_at: '2024-03-01T09:00:00Z',
    },
    {
      id: 8,
      title: 'Difference engine',
      status: 'approved',
      role: 'inventor',
      meeting_date: null,
      created_at: '2024-02-01T09:00:00Z',
    },
  ],
  patents: [
    {
      id: 3,
      title: 'Punched-card loom',
      deposit_number: 'FR123',
      deposit_date: '2024-05-02',
      status: 'Granted',
    },
  ],
  ...extra,
});

/** Serves inventor 1, changed by PATCH and the (de)activation routes; records each PATCH body. */
function serveInventor(initial = detail()) {
  let inventor = initial;
  const patches: Record<string, unknown>[] = [];
  server.use(
    affiliations,
    http.get('*/api/office/inventors/1/', () => HttpResponse.json(inventor)),
    http.patch('*/api/office/inventors/1/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      inventor = { ...inventor, ...body } as OfficeInventorDetail;
      return HttpResponse.json(inventor);
    }),
    http.post('*/api/office/inventors/1/deactivate/', () => {
      inventor = { ...inventor, is_active: false };
      return HttpResponse.json(inventor);
    }),
    http.post('*/api/office/inventors/1/reactivate/', () => {
      inventor = { ...inventor, is_active: true };
      return HttpResponse.json(inventor);
    }),
  );
  return patches;
}

describe('Inventor detail', () => {
  it('is opened from the inventors list', async () => {
    serveInventor();
    server.use(
      http.get('*/api/office/inventors/', () =>
        HttpResponse.json(paged([makeOfficeInventor(1, 'Ada Lovelace')])),
      ),
    );
    const { user } = renderOffice('/office/inventors');
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', '/office/inventors/1');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/office/inventors/1');
  });

  it('shows the profile, the tickets linking to their review and the patents', async () => {
    serveInventor();
    renderOffice('/office/inventors/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(document.title).toBe('Ada Lovelace | Inventor Portal');
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Emailada@example.com');
    expect(profile).toHaveTextContent('AffiliationCIE');
    expect(profile).toHaveTextContent('Phone0612345678');
    expect(profile).toHaveTextContent('ORCID0000-0002-1825-0097');
    expect(profile).toHaveTextContent('Name variantsA. Lovelace, Ada King');
    expect(profile).toHaveTextContent('AccountActive');

    const tickets = screen.getByRole('region', { name: 'Tickets (2)' });
    const engine = await within(tickets).findByRole('link', { name: 'Analytical engine' });
    expect(engine).toHaveAttribute('href', '/office/tickets/7');
    const row = engine.closest('tr') as HTMLElement;
    expect(within(row).getByText('Submitter')).toBeInTheDocument();
    expect(within(row).getByText('Needs information')).toBeInTheDocument();
    const other = within(tickets).getByRole('link', { name: 'Difference engine' }).closest('tr');
    expect(other).toHaveTextContent('Co-inventor');

    const patents = screen.getByRole('region', { name: 'Patents (1)' });
    const loom = (await within(patents).findByText('Punched-card loom')).closest('tr');
    expect(loom).toHaveTextContent('FR123');
    expect(loom).toHaveTextContent('May 2, 2024');
  });

  it('says what is missing: no phone, no tickets, no patents, no account', async () => {
    serveInventor(
      detail({
        phone: null,
        orcid: null,
        name_variant: [],
        has_account: false,
        tickets: [],
        patents: [],
      }),
    );
    renderOffice('/office/inventors/1');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('PhoneNot given');
    expect(profile).toHaveTextContent('AccountNo account');
    expect(await screen.findByText('No submitted ticket.')).toBeInTheDocument();
    expect(await screen.findByText('No patent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
  });

  it('edits the record and shows it updated', async () => {
    const patches = serveInventor();
    const { user } = renderOffice('/office/inventors/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the inventor' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(within(dialog).getByLabelText(/^Name variants/)).toHaveValue('A. Lovelace\nAda King');
    const name = within(dialog).getByLabelText(/^Preferred name/);
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.selectOptions(within(dialog).getByLabelText(/^Affiliation/), 'UIR');
    await user.clear(within(dialog).getByLabelText(/^Phone/));
    await user.type(within(dialog).getByLabelText(/^Name variants/), '\nA. A. King');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText("Ada King's record is updated.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([
      {
        email: 'ada@example.com',
        preferred_name: 'Ada King',
        affiliation: 'UIR',
        phone: null,
        orcid: '0000-0002-1825-0097',
        name_variant: ['A. Lovelace', 'Ada King', 'A. A. King'],
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada King' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('PhoneNot given');
  });

  it('says before saving that a new sign-in email notifies the old address and ends the sessions', async () => {
    const patches = serveInventor();
    const { user } = renderOffice('/office/inventors/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the inventor' });
    expect(within(dialog).queryByTestId('email-change-notice')).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ada.king@example.com');
    expect(within(dialog).getByTestId('email-change-notice')).toHaveTextContent(
      'Saving changes the sign-in email from ada@example.com to ada.king@example.com: a notice goes to ada@example.com, and every open session of this account ends',
    );
    expect(patches).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ email: 'ada.king@example.com' });
  });

  it('says nothing of sessions when the inventor has no account', async () => {
    serveInventor(detail({ has_account: false }));
    const { user } = renderOffice('/office/inventors/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the inventor' });
    const email = within(dialog).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ada.king@example.com');
    expect(within(dialog).queryByTestId('email-change-notice')).not.toBeInTheDocument();
  });

  it('checks the fields by the spec rules, and shows 409 under the email', async () => {
    const patches = serveInventor();
    server.use(
      http.patch('*/api/office/inventors/1/', () =>
        HttpResponse.json(
          { detail: 'An inventor with this email already exists.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderOffice('/office/inventors/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the inventor' });
    const email = within(dialog).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(within(dialog).getByLabelText(/^Preferred name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    expect(within(dialog).getByText('Preferred name is required')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.type(within(dialog).getByLabelText(/^Preferred name/), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('An inventor with this email already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'An inventor with this email already exists.',
    );
  });

  it('deactivates the account after a confirmation, and reactivates it', async () => {
    serveInventor();
    const { user } = renderOffice('/office/inventors/1');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText("Ada Lovelace's account is deactivated.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent(
        'AccountDeactivated',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Reactivate Ada Lovelace' }));
    expect(await screen.findByText("Ada Lovelace's account is active again.")).toBeInTheDocument();
  });

  it('says when the inventor does not exist, and shows an error with Retry otherwise', async () => {
    server.use(
      http.get('*/api/office/inventors/5/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
      http.get('*/api/office/inventors/6/', () =>
        HttpResponse.json({ detail: 'Server error.' }, { status: 500 }),
      ),
    );
    const first = renderOffice('/office/inventors/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('This inventor does not exist.');
    expect(screen.getByRole('link', { name: 'Back to the inventors' })).toHaveAttribute(
      'href',
      '/office/inventors',
    );
    first.unmount();

    renderOffice('/office/inventors/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This inventor does not exist.');
    screen.getByRole('alert').remove();

    const third = renderOffice('/office/inventors/6');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.at(-1)).toHaveTextContent('Could not load the inventor.');
    expect(
      within(alerts.at(-1) as HTMLElement).getByRole('button', { name: 'Retry' }),
    ).toBeVisible();
    third.unmount();
  });

  it('shows a loading state', async () => {
    server.use(
      http.get('*/api/office/inventors/1/', async () => {
        await delay('infinite');
        return HttpResponse.json(detail());
      }),
    );
    renderOffice('/office/inventors/1');
    expect(await screen.findByRole('status', { name: 'Loading the inventor' })).toBeInTheDocument();
  });

  it('reads in French', async () => {
    serveInventor();
    await act(() => i18n.changeLanguage('fr'));
    renderOffice('/office/inventors/1');
    expect(await screen.findByRole('region', { name: 'Fiche' })).toHaveTextContent(
      'Variantes du nomA. Lovelace, Ada King',
    );
    expect(screen.getByRole('region', { name: 'Déclarations (2)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Brevets (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(await screen.findByText('Déclarant')).toBeInTheDocument();
  });
});

describe('The office inventor detail that cannot show its record keeps one h1', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each([
    ['en', 404, 'Inventor', 'This inventor does not exist.'],
    ['en', 500, 'Inventor', 'Could not load the inventor.'],
    ['fr', 404, 'Inventeur', "Cet inventeur n'existe pas."],
    ['fr', 500, 'Inventeur', "Impossible de charger l'inventeur."],
  ] as const)('in %s, for a %i', async (language, status, heading, message) => {
    server.use(
      http.get('*/api/office/inventors/5/', () => HttpResponse.json({ detail: 'No.' }, { status })),
    );
    await act(() => i18n.changeLanguage(language));
    renderOffice('/office/inventors/5');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});
