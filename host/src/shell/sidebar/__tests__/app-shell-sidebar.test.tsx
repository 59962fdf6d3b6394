import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';
import { SIDEBAR_COOKIE_MAX_AGE, writeSidebarCookie } from '../sidebar-cookie';

startMsw(server);

function clearSidebarCookie() {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
}

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

beforeEach(clearSidebarCookie);

describe('shell sidebar', () => {
  it('is collapsed by default: icons only, names on the links', async () => {
    renderWithApp(null, { route: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    for (const name of ['Dashboard', 'Tickets', 'Patents', 'CoInventors']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('toggles with Ctrl+B and saves the choice in the sidebar_state cookie', async () => {
    renderWithApp(null, { route: '/dashboard' });
    await screen.findByRole('navigation', { name: 'Main navigation' });

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(sidebar()).toHaveAttribute('data-state', 'expanded'));
    expect(within(sidebar()).getByText('Dashboard')).toBeVisible();
    expect(document.cookie).toContain('sidebar_state=true');

    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    await waitFor(() => expect(sidebar()).toHaveAttribute('data-state', 'collapsed'));
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('opens expanded when the cookie says so', async () => {
    document.cookie = 'sidebar_state=true; path=/';
    renderWithApp(null, { route: '/dashboard' });

    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('keeps the cookie for 7 days', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    writeSidebarCookie(true);
    expect(setter).toHaveBeenCalledWith(expect.stringContaining('sidebar_state=true'));
    expect(setter).toHaveBeenCalledWith(expect.stringContaining('max-age=604800'));
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    setter.mockRestore();
  });

  it('highlights the active route', async () => {
    renderWithApp(null, { route: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Tickets' })).not.toHaveAttribute('aria-current');
  });

  it('offers Profile, Settings and Log out; logging out calls logout and lands on /login', async () => {
    let loggedOut = false;
    server.use(
      http.get('*/api/accounts/logout/', () => {
        loggedOut = true;
        return HttpResponse.json({});
      }),
      http.get('*/api/accounts/me/', () =>
        loggedOut ? HttpResponse.json({ detail: 'Not signed in' }, { status: 401 }) : undefined,
      ),
    );
    const { user } = renderWithApp(null, { route: '/dashboard' });

    const side = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(side).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(side).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.click(within(side).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Inventor Login' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('shell header', () => {
  it('has a create button to /tickets/create and an avatar with initials linking to /profile', async () => {
    renderWithApp(null, { route: '/dashboard' });

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /create/i })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
    const avatarLink = within(header).getByRole('link', { name: 'Ada Lovelace' });
    expect(avatarLink).toHaveAttribute('href', '/profile');
    expect(within(avatarLink).getByText('AD')).toBeInTheDocument();
  });
});
