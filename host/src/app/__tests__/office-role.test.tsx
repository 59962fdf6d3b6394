import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Account } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { i18n } from '@inventor-portal/shared/i18n';
import { resetContractChecksForTests } from '@host/remotes/load-remote-component';
import { resetRemoteRegistryForTests } from '@host/remotes/remote-registry';
import { me } from '@host/test/fixtures';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
const mockedLoadRemote = jest.mocked(loadRemote);

/** An office account without an inventor record, two-factor sign-in on (API.md Part 2). */
const officeMe: Account = {
  email: 'grace@office.example',
  role: 'office',
  language: 'en',
  two_factor_enabled: true,
  sign_in_method: 'password',
  inventor: null,
};

const OfficeScreens = () => <h1>Office screens from the remote</h1>;
const TicketsScreens = () => <h1>Tickets from the remote</h1>;

startMsw(server);

beforeEach(() => {
  resetRemoteRegistryForTests();
  resetContractChecksForTests();
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) =>
    id === 'remote_office/OfficeRoutes' ? { default: OfficeScreens } : { default: TicketsScreens },
  );
  jest.mocked(registerRemotes).mockReset();
  server.use(
    http.get('*/remotes.json', () =>
      HttpResponse.json({
        remotes: [
          { name: 'remote_tickets', entry: '/remotes/remote-tickets/remoteEntry.js' },
          { name: 'remote_office', entry: '/remotes/remote-office/remoteEntry.js' },
        ],
      }),
    ),
  );
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const signInAs = (account: Account) =>
  server.use(http.get('*/api/accounts/me/', () => HttpResponse.json(account)));

describe('office staff', () => {
  it('get the Office group in the sidebar and the office screens from remote-office', async () => {
    signInAs(officeMe);
    renderWithApp(null, { route: '/office/tickets' });

    expect(
      await screen.findByRole('heading', { name: 'Office screens from the remote' }),
    ).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_office/OfficeRoutes');
    const office = screen.getByRole('navigation', { name: 'Office' });
    const dashboard = within(office).getByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/office');
    // The dashboard link is current on /office only, not on the pages below it.
    expect(dashboard).not.toHaveAttribute('aria-current');
    expect(within(office).getByRole('link', { name: 'Review queue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(office).getByRole('link', { name: 'Review queue' })).toHaveAttribute(
      'href',
      '/office/tickets',
    );
    expect(within(office).getByRole('link', { name: 'Inventors' })).toHaveAttribute(
      'href',
      '/office/inventors',
    );
    expect(within(office).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/office/audit',
    );
  });

  it('without an inventor record: no inventor screens, Profile and Settings kept, no crash', async () => {
    signInAs(officeMe);
    renderWithApp(null, { route: '/' });

    expect(
      await screen.findByRole('heading', { name: 'Office screens from the remote' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/office$/);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    // The header: no ticket to create, the avatar named by the account's email.
    expect(screen.queryByRole('link', { name: 'Create ticket' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'grace@office.example' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /notifications/i })).toBeInTheDocument();
  });

  it('without an inventor record, /dashboard leads to the office dashboard and /tickets is not found', async () => {
    signInAs(officeMe);
    const first = renderWithApp(null, { route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Office screens from the remote' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/office$/);
    expect(
      within(screen.getByRole('navigation', { name: 'Office' })).getByRole('link', {
        name: 'Dashboard',
      }),
    ).toHaveAttribute('aria-current', 'page');
    first.unmount();

    renderWithApp(null, { route: '/tickets' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('remote_tickets/TicketsRoutes');
  });

  it('with an inventor record keep the inventor screens too', async () => {
    signInAs({ ...me, role: 'office', two_factor_enabled: true });
    renderWithApp(null, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Office' })).toBeInTheDocument();
  });

  it('are kept on /settings until two-factor sign-in is on', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs({ ...officeMe, two_factor_enabled: false });
    renderWithApp(null, { route: '/office/tickets' });
    expect(await screen.findByText('Turn on two-factor authentication')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('see the Office group in French', async () => {
    signInAs({ ...officeMe, language: 'fr' });
    renderWithApp(null, { route: '/office/tickets' });
    try {
      const office = await screen.findByRole('navigation', { name: 'Bureau de transfert' });
      expect(within(office).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
      expect(within(office).getByRole('link', { name: "File d'examen" })).toBeInTheDocument();
      expect(within(office).getByRole('link', { name: 'Inventeurs' })).toBeInTheDocument();
      expect(within(office).getByRole('link', { name: "Journal d'audit" })).toBeInTheDocument();
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });
});

describe('inventors', () => {
  it('never load remote-office: /office/... is the not-found page, and no Office group', async () => {
    renderWithApp(null, { route: '/office/tickets' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Office' })).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('remote_office/OfficeRoutes');
  });
});
