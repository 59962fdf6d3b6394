import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '../../test/msw';
import { renderWithApp } from '../../test/render';
import { resetContractChecksForTests } from '../load-remote-component';
import { PORTAL_SHARED_VERSION } from '../remote-contract';
import { resetRemoteRegistryForTests } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const TICKETS_V1 = '/remotes/remote-tickets/mf-manifest.json';
const TICKETS_V2 = '/deployed/remote-tickets/1.1.0-20260101/mf-manifest.json';
const remotesJson = (ticketsEntry: string) => ({
  remotes: [
    { name: 'remote_tickets', entry: ticketsEntry },
    { name: 'remote_patents', entry: '/remotes/remote-patents/mf-manifest.json' },
  ],
});
const manifest = (sharedVersion: string) => ({
  id: 'remote',
  metaData: { sharedContract: { name: '@inventor-portal/shared', version: sharedVersion } },
});

const TicketsPage = () => <h1>Tickets from the remote</h1>;
const PatentsPage = () => <h1>Patents from the remote</h1>;

startMsw(server);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetRemoteRegistryForTests();
  resetContractChecksForTests();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get('*/remotes.json', () => HttpResponse.json(remotesJson(TICKETS_V1))),
    http.get('*/remotes/remote-tickets/mf-manifest.json', () =>
      HttpResponse.json(manifest('1.0.0')),
    ),
    http.get('*/remotes/remote-patents/mf-manifest.json', () =>
      HttpResponse.json(manifest('1.0.0')),
    ),
  );
  mockedLoadRemote.mockImplementation(async (id) =>
    id === 'remote_patents/PatentsRoutes' ? { default: PatentsPage } : { default: TicketsPage },
  );
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('shared contract version skew', () => {
  it('runs shared 1.0.0 (the installed @inventor-portal/shared)', () => {
    expect(PORTAL_SHARED_VERSION).toBe('1.0.0');
  });

  it('refuses a remote built for another shared major, names both versions, and never runs its code', async () => {
    server.use(
      http.get('*/remotes/remote-tickets/mf-manifest.json', () =>
        HttpResponse.json(manifest('2.0.0')),
      ),
    );
    const { user } = renderWithApp(null, { route: '/tickets' });

    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByText('Tickets is not compatible with this portal'),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'Tickets was built for shared 2.0.0, this portal runs shared 1.0.0',
    );
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/built for shared 2\.0\.0, this portal runs shared 1\.0\.0/),
    );
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    // The other remotes and the shell keep working.
    await user.click(screen.getByRole('link', { name: 'Patents' }));
    expect(
      await screen.findByRole('heading', { name: 'Patents from the remote' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not compatible/)).not.toBeInTheDocument();
  });

  it('loads a remote built for a newer minor of the same shared major', async () => {
    server.use(
      http.get('*/remotes/remote-tickets/mf-manifest.json', () =>
        HttpResponse.json(manifest('1.4.2')),
      ),
    );
    renderWithApp(null, { route: '/tickets' });

    expect(
      await screen.findByRole('heading', { name: 'Tickets from the remote' }),
    ).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringMatching(/built for shared/));
  });
});

describe('recovering a remote without a page reload', () => {
  it('shows Retry while the manifest answers 404, and loads the redeployed remote that /remotes.json points at afterwards', async () => {
    let ticketsEntry = TICKETS_V1;
    server.use(
      http.get('*/remotes.json', () => HttpResponse.json(remotesJson(ticketsEntry))),
      http.get(
        '*/remotes/remote-tickets/mf-manifest.json',
        () => new HttpResponse(null, { status: 404 }),
      ),
      http.get('*/deployed/remote-tickets/:version/mf-manifest.json', () =>
        HttpResponse.json(manifest('1.0.0')),
      ),
    );
    const { user } = renderWithApp(null, { route: '/tickets' });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Tickets could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    ticketsEntry = TICKETS_V2;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { name: 'Tickets from the remote' }),
    ).toBeInTheDocument();
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_tickets', entry: `${TICKETS_V2}?reload=1` }],
      {
        force: true,
      },
    );
  });

  it('reloads a remote once by itself after a stale chunk (ChunkLoadError), without an error panel', async () => {
    const stale = Object.assign(
      new Error('Loading chunk 123 failed. (missing: /remotes/remote-tickets/123.abcdef12.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
    mockedLoadRemote.mockRejectedValueOnce(stale).mockResolvedValue({ default: TicketsPage });
    renderWithApp(null, { route: '/tickets' });

    expect(
      await screen.findByRole('heading', { name: 'Tickets from the remote' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_tickets', entry: `${TICKETS_V1}?reload=1` }],
      {
        force: true,
      },
    );
  });

  it('shows the retry panel when the stale chunk is still missing after the one automatic reload', async () => {
    const stale = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    mockedLoadRemote.mockRejectedValue(stale);
    renderWithApp(null, { route: '/tickets' });

    expect(await screen.findByText('Tickets could not be loaded')).toBeInTheDocument();
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(2));
  });
});
