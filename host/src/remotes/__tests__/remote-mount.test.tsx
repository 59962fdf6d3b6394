import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { resetContractChecksForTests } from '../load-remote-component';
import { resetRemoteRegistryForTests } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const REMOTES = {
  remotes: [
    { name: 'remote_tickets', entry: '/remotes/remote-tickets/mf-manifest.json' },
    { name: 'remote_patents', entry: '/remotes/remote-patents/mf-manifest.json' },
    { name: 'remote_account', entry: '/remotes/remote-account/mf-manifest.json' },
  ],
};

/** What scripts/webpack/shared-contract.cjs writes into each remote's mf-manifest.json. */
const manifest = (sharedVersion: string) => ({
  id: 'remote',
  metaData: { sharedContract: { name: '@inventor-portal/shared', version: sharedVersion } },
});

startMsw(server);

beforeEach(() => {
  resetRemoteRegistryForTests();
  resetContractChecksForTests();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  server.use(
    http.get('*/remotes.json', () => HttpResponse.json(REMOTES)),
    http.get('*/remotes/:dir/mf-manifest.json', () => HttpResponse.json(manifest('1.0.0'))),
  );
});

afterEach(() => {
  jest.restoreAllMocks();
});

const TicketsPage = () => <h1>Tickets from the remote</h1>;

describe('remote mounts', () => {
  it('registers the remotes of /remotes.json and mounts the exposed component', async () => {
    mockedLoadRemote.mockResolvedValue({ default: TicketsPage });
    renderWithApp(null, { route: '/tickets' });

    expect(
      await screen.findByRole('heading', { name: 'Tickets from the remote' }),
    ).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(REMOTES.remotes);
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_tickets/TicketsRoutes');
  });

  it('shows an error panel with Retry when a remote fails, keeps the shell, and retries without a reload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-008 remoteEntry failed'))
      .mockResolvedValue({
        default: TicketsPage,
      });
    const { user } = renderWithApp(null, { route: '/tickets' });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Tickets could not be loaded')).toBeInTheDocument();
    // The screen keeps one h1: the module's name.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tickets');
    // The rest of the portal keeps working.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { name: 'Tickets from the remote' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tickets could not be loaded')).not.toBeInTheDocument();
    // The failed remote is registered again with `force` (and a fresh URL) so its entry is fetched anew.
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_tickets', entry: '/remotes/remote-tickets/mf-manifest.json?reload=1' }],
      { force: true },
    );
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not carry one remote failure over to the next remote the user opens', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoadRemote.mockImplementation(async (id) => {
      if (id === 'remote_patents/PatentsRoutes') throw new Error('remote_patents is down');
      return { default: TicketsPage };
    });
    const { user } = renderWithApp(null, { route: '/patents' });

    expect(await screen.findByText('Patents could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Tickets' }));

    expect(
      await screen.findByRole('heading', { name: 'Tickets from the remote' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('asks for /remotes.json again on Retry when it could not be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let available = false;
    let attempts = 0;
    server.use(
      http.get('*/remotes.json', () => {
        attempts += 1;
        return available ? HttpResponse.json(REMOTES) : new HttpResponse(null, { status: 503 });
      }),
    );
    mockedLoadRemote.mockResolvedValue({ default: TicketsPage });
    const { user } = renderWithApp(null, { route: '/tickets' });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    const failedAttempts = attempts;
    available = true;
    await user.click(retry);

    expect(
      await screen.findByRole('heading', { name: 'Tickets from the remote' }),
    ).toBeInTheDocument();
    expect(attempts).toBe(failedAttempts + 1);
  });

  it('mounts /create-account outside the guard and the shell', async () => {
    server.use(
      http.get('*/api/accounts/me/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
    );
    mockedLoadRemote.mockResolvedValue({ default: () => <h1>Create inventor account</h1> });
    renderWithApp(null, { route: '/create-account' });

    expect(
      await screen.findByRole('heading', { name: 'Create inventor account' }),
    ).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_account/CreateAccountPage');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/create-account');
  });
});
