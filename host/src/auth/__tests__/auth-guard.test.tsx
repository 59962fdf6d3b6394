import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { me } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { forever, server, signedOut } from '../../test/msw';

startMsw(server);

describe('auth guard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the full-screen loading message while the current user loads', async () => {
    server.use(http.get('*/api/accounts/me/', forever));
    renderWithApp(null, { route: '/dashboard' });

    expect(await screen.findByText('Preparing your Inventor Platform...')).toBeInTheDocument();
    expect(screen.getByText('Innovation is just a moment away')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('redirects to /login, replacing history, when no user is found', async () => {
    server.use(signedOut);
    renderWithApp(null, { route: '/tickets' });

    expect(await screen.findByRole('heading', { name: 'Inventor Login' })).toBeInTheDocument();
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(location).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('sends a signed-in user who opens /login to /dashboard', async () => {
    renderWithApp(null, { route: '/login' });

    expect(
      await screen.findByRole('heading', { name: /Welcome back, Ada Lovelace/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByRole('heading', { name: 'Inventor Login' })).not.toBeInTheDocument();
  });

  it('redirects / to /dashboard for a signed-in user', async () => {
    renderWithApp(null, { route: '/' });

    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('keeps an account on its generated password on /settings, with a notice, until the password is changed', async () => {
    // /settings is remote_account's page, which this test does not serve: its error panel logs.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/accounts/me/', () =>
        HttpResponse.json({ ...me, inventor: { ...me.inventor, must_change_password: true } }),
      ),
    );
    renderWithApp(null, { route: '/dashboard' });

    expect(await screen.findByText('Choose your own password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
  });

  it('shows the not-found page inside the shell for an unknown route', async () => {
    renderWithApp(null, { route: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Inventor Portal');
  });
});
