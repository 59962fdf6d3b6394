import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-account/test/server';
import { renderSettings } from '@remote-account/test/settings-helpers';

startMsw(server);

const section = async () => within(await screen.findByRole('region', { name: 'How you sign in' }));

/** A linked account whose password the server removes when asked (and says so afterwards). */
function linkedAccount(signInMethod = 'sso:campus') {
  let hasPassword = true;
  const removals: unknown[] = [];
  server.use(
    http.get('*/api/accounts/sso/account/', () =>
      HttpResponse.json({
        sign_in_method: signInMethod,
        has_password: hasPassword,
        providers: [{ id: 'campus', label: 'Campus account', linked_at: '2026-11-01T10:00:00Z' }],
      }),
    ),
    http.post('*/api/accounts/sso/account/remove-password/', async ({ request }) => {
      removals.push(await request.json());
      hasPassword = false;
      return HttpResponse.json({ detail: 'Portal password removed.' });
    }),
  );
  return removals;
}

describe('Settings: how you sign in', () => {
  it('says a password account has no campus sign-in, and offers nothing to remove', async () => {
    renderSettings();
    const signIn = await section();
    expect(signIn.getByText('You signed in with your portal password.')).toBeInTheDocument();
    expect(signIn.getByText('No campus sign-in is linked to this account.')).toBeInTheDocument();
    expect(signIn.getByText('This account has a portal password.')).toBeInTheDocument();
    expect(signIn.queryByRole('button', { name: 'Remove my portal password' })).toBeNull();
    expect(screen.getByRole('region', { name: 'General' })).toBeInTheDocument();
  });

  it('lets a linked account keep its password, or remove it after confirming', async () => {
    const removals = linkedAccount();
    const { user } = renderSettings();
    const signIn = await section();
    expect(await signIn.findByText('You signed in through Campus account.')).toBeInTheDocument();
    expect(
      signIn.getByText('Campus sign-in linked to this account: Campus account.'),
    ).toBeInTheDocument();

    await user.click(signIn.getByRole('button', { name: 'Remove my portal password' }));
    await user.click(signIn.getByRole('button', { name: 'Keep my password' }));
    expect(removals).toEqual([]);
    expect(signIn.getByText('This account has a portal password.')).toBeInTheDocument();

    await user.click(signIn.getByRole('button', { name: 'Remove my portal password' }));
    expect(
      signIn.getByText(
        'Remove your portal password? You will then sign in through Campus account only, and your other sessions opened with the password end.',
      ),
    ).toBeInTheDocument();
    await user.click(signIn.getByRole('button', { name: 'Remove password' }));
    expect(await signIn.findByText('Your portal password was removed.')).toBeInTheDocument();
    expect(removals).toEqual([{ confirm: true }]);
    expect(
      await signIn.findByText(
        /This account has no portal password: you sign in through your institution/,
      ),
    ).toBeInTheDocument();
    // No password left to change: the 'General' section goes (once its own read of the account
    // has answered, which can come after the sign-in section's).
    await waitFor(() => expect(screen.queryByRole('region', { name: 'General' })).toBeNull());
  });
});
