import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ProfilePage from '@remote-account/exposes/profile-page';
import { makePatent, makeSummary, makeUser, paged } from '@remote-account/test/fixtures';
import { renderPage } from '@remote-account/test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { deferred, server } from '@remote-account/test/server';

startMsw(server, { csrfToken: 'test-csrf-token' });

const renderProfile = () => renderPage(<ProfilePage />, '/profile');

describe('Profile page', () => {
  it("is titled 'Profile | Inventor Portal' and shows who the inventor is", async () => {
    renderProfile();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(document.title).toBe('Profile | Inventor Portal');
    const summary = screen.getByRole('region', { name: 'Profile summary' });
    expect(within(summary).getByText('CIE')).toBeInTheDocument();
    expect(within(summary).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AD');
  });

  it("falls back to 'Full Name', 'Affiliation' and the 'CN' avatar without a name or affiliation", async () => {
    server.use(
      http.get('*/api/accounts/me/', () =>
        HttpResponse.json(makeUser({ preferred_name: null, full_name: null, affiliation: null })),
      ),
    );
    renderProfile();
    expect(await screen.findByText('Full Name')).toBeInTheDocument();
    expect(screen.getByText('Affiliation')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Profile summary' })).getByText('CN'),
    ).toBeInTheDocument();
  });

  it('shows the photo when there is one, and treats /NULL as no photo', async () => {
    server.use(
      http.get('*/api/accounts/me/', () =>
        HttpResponse.json(makeUser({ image: '/files/ada.png' })),
      ),
    );
    const first = renderProfile();
    const photo = await screen.findByRole('img', { name: 'Ada Lovelace' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', '/files/ada.png');
    first.unmount();

    server.use(
      http.get('*/api/accounts/me/', () => HttpResponse.json(makeUser({ image: '/NULL' }))),
    );
    renderProfile();
    const avatar = await screen.findByText('AD');
    expect(avatar.tagName).not.toBe('IMG');
    expect(document.querySelector('img[src="/NULL"]')).toBeNull();
  });

  it('counts patents and co-inventors and lists the first page of patents (page 1, size 10)', async () => {
    const patentQueries: URLSearchParams[] = [];
    const coInventorQueries: URLSearchParams[] = [];
    server.use(
      http.get('*/api/inventors/patents', ({ request }) => {
        patentQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          paged(
            [
              makePatent(7, { title: 'Solar ink', sector: 'Energy', status: 'approved' }),
              makePatent(8, { title: 'Wind sail', sector: 'Transport', status: 'refused' }),
            ],
            14,
          ),
        );
      }),
      http.get('*/api/inventors/inventor/co-inventors', ({ request }) => {
        coInventorQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json(paged([makeSummary(2, 'Grace Hopper')], 4));
      }),
    );
    const { user } = renderProfile();

    const table = await screen.findByRole('table', { name: 'Patents' });
    expect(await within(table).findByText('Solar ink')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Title/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Sector/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Status/ })).toBeInTheDocument();
    expect(within(table).getByText('Transport')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('Refused')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Profile summary' });
    expect(
      within(within(summary).getByRole('region', { name: 'Patents' })).getByText('14'),
    ).toBeInTheDocument();
    expect(
      within(within(summary).getByRole('region', { name: 'Coinventors' })).getByText('4'),
    ).toBeInTheDocument();
    expect(patentQueries[0].get('page')).toBe('1');
    expect(patentQueries[0].get('page_size')).toBe('10');
    expect(coInventorQueries[0].get('page')).toBe('1');
    expect(coInventorQueries[0].get('page_size')).toBe('10');

    await user.click(within(table).getByText('Wind sail'));
    expect(screen.getByTestId('location')).toHaveTextContent('/patents/8');
  });

  it("links 'View all' to /patents and /coinventors", async () => {
    renderProfile();
    await screen.findByText('Ada Lovelace');
    const links = screen.getAllByRole('link', { name: 'View all' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/patents', '/coinventors']);
  });

  it("shows co-inventor cards with name, affiliation or 'No affiliation', and initials", async () => {
    server.use(
      http.get('*/api/inventors/inventor/co-inventors', () =>
        HttpResponse.json(
          paged([
            makeSummary(2, 'Grace Hopper', { affiliation: 'UIR' }),
            makeSummary(3, 'alan turing', { affiliation: null }),
          ]),
        ),
      ),
    );
    renderProfile();
    const list = await screen.findByRole('list', { name: 'Co-Inventors' });
    expect(within(list).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(list).getByText('UIR')).toBeInTheDocument();
    expect(within(list).getByText('GR')).toBeInTheDocument();
    expect(within(list).getByText('alan turing')).toBeInTheDocument();
    expect(within(list).getByText('No affiliation')).toBeInTheDocument();
    expect(within(list).getByText('AL')).toBeInTheDocument();
  });

  it("shows 'Loading...' while co-inventors load, then 'No co-inventors found.' when there are none", async () => {
    const gate = deferred();
    server.use(
      http.get('*/api/inventors/inventor/co-inventors', async () => {
        await gate.promise;
        return HttpResponse.json(paged([]));
      }),
    );
    renderProfile();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('No co-inventors found.')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('treats failed list loads as empty lists', async () => {
    server.use(
      http.get('*/api/inventors/patents', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
      http.get('*/api/inventors/inventor/co-inventors', () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
    );
    renderProfile();
    expect(await screen.findByText('No co-inventors found.')).toBeInTheDocument();
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    // Counters fall back to the inventor record.
    const summary = screen.getByRole('region', { name: 'Profile summary' });
    expect(
      within(within(summary).getByRole('region', { name: 'Patents' })).getByText('2'),
    ).toBeInTheDocument();
  });
});
