import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Account } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
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

/** An outside expert: role `reviewer`, no inventor record. */
const reviewerMe: Account = {
  email: 'rita@expert.example',
  role: 'reviewer',
  language: 'en',
  two_factor_enabled: false,
  sign_in_method: 'password',
  inventor: null,
};
const officeMe: Account = { ...reviewerMe, email: 'grace@office.example', role: 'office' };

const ReviewScreens = () => <h1>Review screens from the remote</h1>;
const OtherScreens = () => <h1>Another remote</h1>;

const assignment = {
  id: 1,
  ticket: { id: 7, title: 'Solar ink' },
  state: 'invited',
  due_date: '2026-12-15',
  declared_at: null,
  submitted_at: null,
};

startMsw(server);

beforeEach(() => {
  resetRemoteRegistryForTests();
  resetContractChecksForTests();
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) =>
    id === 'remote_review/ReviewRoutes' ? { default: ReviewScreens } : { default: OtherScreens },
  );
  jest.mocked(registerRemotes).mockReset();
  server.use(
    http.get('*/remotes.json', () =>
      HttpResponse.json({
        remotes: [
          { name: 'remote_review', entry: '/remotes/remote-review/remoteEntry.js' },
          { name: 'remote_office', entry: '/remotes/remote-office/remoteEntry.js' },
          { name: 'remote_account', entry: '/remotes/remote-account/remoteEntry.js' },
        ],
      }),
    ),
  );
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const signInAs = (account: Account) =>
  server.use(http.get('*/api/accounts/me/', () => HttpResponse.json(account)));

describe('a reviewer-role account', () => {
  it('starts on /reviews from remote-review and sees only Reviews, Settings and the bell', async () => {
    signInAs(reviewerMe);
    renderWithApp(null, { route: '/' });
    expect(
      await screen.findByRole('heading', { name: 'Review screens from the remote' }),
    ).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_review/ReviewRoutes');
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getAllByRole('link')).toHaveLength(1);
    expect(within(main).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/reviews');
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Office' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create Ticket/i })).not.toBeInTheDocument();
  });

  it('never loads remote-office', async () => {
    signInAs(reviewerMe);
    renderWithApp(null, { route: '/office/tickets' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('remote_office/OfficeRoutes');
  });
});

describe('an inventor', () => {
  it('with review assignments gets the Reviews entry and remote-review', async () => {
    server.use(http.get('*/api/reviews/', () => HttpResponse.json([assignment])));
    renderWithApp(null, { route: '/reviews' });
    expect(
      await screen.findByRole('heading', { name: 'Review screens from the remote' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/reviews');
    expect(within(main).getByRole('link', { name: 'Tickets' })).toBeInTheDocument();
  });

  it('who reviews nothing never loads remote-review and has no Reviews entry', async () => {
    renderWithApp(null, { route: '/reviews' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('remote_review/ReviewRoutes');
    expect(me.role).toBe('inventor');
  });
});

describe('office staff', () => {
  it('never load remote-review, even at /reviews, and do not ask for assignments', async () => {
    let asked = false;
    server.use(
      http.get('*/api/reviews/', () => {
        asked = true;
        return HttpResponse.json([assignment]);
      }),
    );
    signInAs({ ...officeMe, two_factor_enabled: true });
    renderWithApp(null, { route: '/reviews' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('remote_review/ReviewRoutes');
    expect(asked).toBe(false);
  });
});
