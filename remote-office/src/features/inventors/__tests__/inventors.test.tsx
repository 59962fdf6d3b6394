import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeOfficeInventor, paged } from '@remote-office/test/fixtures';
import { renderOffice } from '@remote-office/test/render';
import { server } from '@remote-office/test/server';

startMsw(server, { csrfToken: 'test-token' });

const affiliations = http.get('*/api/inventors/affiliations/', () =>
  HttpResponse.json(
    paged([
      { id: 1, name: 'CIE' },
      { id: 2, name: 'UIR' },
    ]),
  ),
);

function serveInventors(inventors = [makeOfficeInventor(1, 'Ada Lovelace')]) {
  const searches: (string | null)[] = [];
  server.use(
    affiliations,
    http.get('*/api/office/inventors/', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      searches.push(search);
      const found = search
        ? inventors.filter((i) => i.preferred_name?.toLowerCase().includes(search.toLowerCase()))
        : inventors;
      return HttpResponse.json(paged(found));
    }),
  );
  return searches;
}

describe('Inventors', () => {
  it('lists the inventors with their account state and counts', async () => {
    serveInventors([
      makeOfficeInventor(1, 'Ada Lovelace'),
      makeOfficeInventor(2, 'Grace Hopper', { is_active: false }),
      makeOfficeInventor(3, 'Alan Turing', { has_account: false }),
    ]);
    renderOffice('/office/inventors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventors' })).toBeVisible();
    expect(document.title).toBe('Inventors | Inventor Portal');
    const table = await screen.findByRole('table', { name: 'Inventors' });
    const ada = (await within(table).findByText('Ada Lovelace')).closest('tr') as HTMLElement;
    expect(within(ada).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    const grace = within(table).getByText('Grace Hopper').closest('tr') as HTMLElement;
    expect(within(grace).getByText('Deactivated')).toBeInTheDocument();
    expect(within(grace).getByRole('button', { name: 'Reactivate Grace Hopper' })).toBeVisible();
    const alan = within(table).getByText('Alan Turing').closest('tr') as HTMLElement;
    expect(within(alan).getByText('No account')).toBeInTheDocument();
    expect(within(alan).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const searches = serveInventors([
      makeOfficeInventor(1, 'Ada Lovelace'),
      makeOfficeInventor(2, 'Grace Hopper'),
    ]);
    const { user } = renderOffice('/office/inventors');
    await screen.findByText('Grace Hopper');
    await user.type(screen.getByRole('searchbox', { name: 'Search inventors' }), 'ada');
    await waitFor(() => expect(searches.at(-1)).toBe('ada'));
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it("says 'No inventors yet.' when there are none", async () => {
    serveInventors([]);
    renderOffice('/office/inventors');
    expect(await screen.findByText('No inventors yet.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/office/inventors/', () =>
        HttpResponse.json({ detail: 'Office staff only.' }, { status: 403 }),
      ),
    );
    renderOffice('/office/inventors');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the inventors.');
    expect(alert).toHaveTextContent('Office staff only.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('adds an inventor with an account; the credentials are mailed, never shown', async () => {
    serveInventors();
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/office/inventors/', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeOfficeInventor(9, 'Katherine Johnson'), { status: 201 });
      }),
    );
    const { user } = renderOffice('/office/inventors');
    await user.click(await screen.findByRole('button', { name: 'Add an inventor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an inventor' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'katherine@example.com');
    await user.type(within(dialog).getByLabelText(/^Preferred name/), 'Katherine Johnson');
    await user.selectOptions(within(dialog).getByLabelText(/^Affiliation/), 'UIR');
    expect(within(dialog).getByRole('switch', { name: 'Create an account' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add inventor' }));

    expect(
      await screen.findByText(
        'Katherine Johnson was added with an account. The sign-in details were sent to their email address.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(body).toEqual({
      email: 'katherine@example.com',
      preferred_name: 'Katherine Johnson',
      affiliation: 'UIR',
      phone: null,
      orcid: null,
      name_variant: [],
      create_account: true,
    });
  });

  it("shows the server's field message and its 409 for a taken email", async () => {
    serveInventors();
    server.use(
      http.post('*/api/office/inventors/', () =>
        HttpResponse.json(
          { detail: 'An account with this email already exists.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderOffice('/office/inventors');
    await user.click(await screen.findByRole('button', { name: 'Add an inventor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an inventor' });
    await user.click(within(dialog).getByRole('switch', { name: 'Create an account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add inventor' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Email/), 'ada@example.com');
    await user.type(within(dialog).getByLabelText(/^Preferred name/), 'Ada');
    await user.selectOptions(within(dialog).getByLabelText(/^Affiliation/), 'CIE');
    await user.click(within(dialog).getByRole('button', { name: 'Add inventor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });

  it('deactivates an account after a confirmation, and reactivates it', async () => {
    let inventor = makeOfficeInventor(1, 'Ada Lovelace');
    server.use(
      affiliations,
      http.get('*/api/office/inventors/', () => HttpResponse.json(paged([inventor]))),
      http.post('*/api/office/inventors/1/deactivate/', () => {
        inventor = { ...inventor, is_active: false };
        return HttpResponse.json(inventor);
      }),
      http.post('*/api/office/inventors/1/reactivate/', () => {
        inventor = { ...inventor, is_active: true };
        return HttpResponse.json(inventor);
      }),
    );
    const { user } = renderOffice('/office/inventors');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText("Ada Lovelace's account is deactivated.")).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reactivate Ada Lovelace' }));
    expect(await screen.findByText("Ada Lovelace's account is active again.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deactivate Ada Lovelace' })).toBeVisible();
  });
});
