import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeUser } from '@remote-account/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { deferred, server } from '@remote-account/test/server';
import {
  inPassword,
  inProfile,
  renderSettings,
  waitForProfile,
} from '@remote-account/test/settings-helpers';

startMsw(server, { csrfToken: 'test-csrf-token' });

const fields = () => ({
  current: inPassword().getByLabelText('Current Password'),
  next: inPassword().getByLabelText('New Password'),
  confirm: inPassword().getByLabelText('Confirm New Password'),
});

async function setup() {
  const utils = renderSettings();
  await waitForProfile();
  return utils;
}

describe("Settings: 'General' password section", () => {
  it("shows the section with its fields and a 'Save Password' button", async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'General' })).toBeInTheDocument();
    const { current, next, confirm } = fields();
    for (const input of [current, next, confirm]) expect(input).toHaveAttribute('type', 'password');
    expect(inPassword().getByRole('button', { name: 'Save Password' })).toBeEnabled();
  });

  it('asks for every field on submit, and sends nothing', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post('*/api/accounts/change-password/', () => (calls.push(1), HttpResponse.json({}))),
    );
    const { user } = await setup();
    expect(inPassword().queryByText('Current password is required')).not.toBeInTheDocument();
    await user.click(inPassword().getByRole('button', { name: 'Save Password' }));
    expect(inPassword().getByText('Current password is required')).toBeInTheDocument();
    expect(inPassword().getByText('New password is required')).toBeInTheDocument();
    expect(inPassword().getByText('Please confirm your new password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    // The profile form is untouched by the password form's errors.
    expect(inProfile().queryByText('Full name is required')).not.toBeInTheDocument();
  });

  it('needs 8 characters and a matching confirmation, shown once a field is touched', async () => {
    const { user } = await setup();
    const { next, confirm } = fields();
    await user.type(next, 'short');
    expect(
      inPassword().queryByText('Password must be at least 8 characters'),
    ).not.toBeInTheDocument();
    await user.tab();
    expect(inPassword().getByText('Password must be at least 8 characters')).toBeInTheDocument();
    // The tab moved into the confirmation field: not touched until it is left.
    expect(confirm).toHaveFocus();
    await user.keyboard('different1');
    expect(inPassword().queryByText('Passwords must match')).not.toBeInTheDocument();
    await user.tab();
    expect(inPassword().getByText('Passwords must match')).toBeInTheDocument();
    await user.type(next, 'enough');
    expect(
      inPassword().queryByText('Password must be at least 8 characters'),
    ).not.toBeInTheDocument();
    expect(inPassword().getByText('Passwords must match')).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'shortenough');
    expect(inPassword().queryByText('Passwords must match')).not.toBeInTheDocument();
  });

  it("sends old and new password, shows 'Updating...', then 'Password changed successfully!' and clears the form", async () => {
    const gate = deferred();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/accounts/change-password/', async ({ request }) => {
        bodies.push(await request.json());
        await gate.promise;
        return HttpResponse.json({ detail: 'Password changed successfully!' });
      }),
    );
    const { user } = await setup();
    const { current, next, confirm } = fields();
    await user.type(current, 'old-secret');
    await user.type(next, 'new-secret-1');
    await user.type(confirm, 'new-secret-1');
    await user.click(inPassword().getByRole('button', { name: 'Save Password' }));
    expect(await inPassword().findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(bodies).toEqual([{ old_password: 'old-secret', new_password: 'new-secret-1' }]);
    gate.release();
    expect(await inPassword().findByText('Password changed successfully!')).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
    // A cleared form is not a touched one: no required messages.
    expect(inPassword().queryByText('Current password is required')).not.toBeInTheDocument();
    expect(inPassword().getByRole('button', { name: 'Save Password' })).toBeEnabled();
    expect(inProfile().queryByText('Password changed successfully!')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server detail',
      { detail: 'Current password is incorrect.' },
      400,
      'Current password is incorrect.',
    ],
    ["'Failed to change password.' without one", {}, 500, 'Failed to change password.'],
  ])(
    'shows %s when the change fails, under this form only',
    async (_case, body, status, message) => {
      server.use(
        http.post('*/api/accounts/change-password/', () => HttpResponse.json(body, { status })),
      );
      const { user } = await setup();
      const { current, next, confirm } = fields();
      await user.type(current, 'old-secret');
      await user.type(next, 'new-secret-1');
      await user.type(confirm, 'new-secret-1');
      await user.click(inPassword().getByRole('button', { name: 'Save Password' }));
      expect(await inPassword().findByText(message)).toBeInTheDocument();
      expect(inPassword().queryByText('Password changed successfully!')).not.toBeInTheDocument();
      expect(inProfile().queryByText(message)).not.toBeInTheDocument();
      // Fields are kept so the user can correct them.
      expect(current).toHaveValue('old-secret');
    },
  );

  it('keeps each form its own message when both are used', async () => {
    server.use(
      http.put('*/api/accounts/me/', () => HttpResponse.json(makeUser())),
      http.post('*/api/accounts/change-password/', () =>
        HttpResponse.json({ detail: 'Current password is incorrect.' }, { status: 400 }),
      ),
    );
    const { user } = await setup();
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));
    expect(await inProfile().findByText('Profile updated successfully!')).toBeInTheDocument();
    const { current, next, confirm } = fields();
    await user.type(current, 'old-secret');
    await user.type(next, 'new-secret-1');
    await user.type(confirm, 'new-secret-1');
    await user.click(inPassword().getByRole('button', { name: 'Save Password' }));
    expect(await inPassword().findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(inProfile().getByText('Profile updated successfully!')).toBeInTheDocument();
    expect(inProfile().queryByText('Current password is incorrect.')).not.toBeInTheDocument();
    expect(inPassword().queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('clears its earlier message when a new submit starts', async () => {
    let attempt = 0;
    const gate = deferred();
    server.use(
      http.post('*/api/accounts/change-password/', async () => {
        attempt += 1;
        if (attempt === 1)
          return HttpResponse.json({ detail: 'Current password is incorrect.' }, { status: 400 });
        await gate.promise;
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { user } = await setup();
    const { current, next, confirm } = fields();
    await user.type(current, 'old-secret');
    await user.type(next, 'new-secret-1');
    await user.type(confirm, 'new-secret-1');
    await user.click(inPassword().getByRole('button', { name: 'Save Password' }));
    expect(await inPassword().findByText('Current password is incorrect.')).toBeInTheDocument();
    await user.click(inPassword().getByRole('button', { name: 'Save Password' }));
    expect(await inPassword().findByRole('button', { name: 'Updating...' })).toBeInTheDocument();
    expect(inPassword().queryByText('Current password is incorrect.')).not.toBeInTheDocument();
    gate.release();
    expect(await inPassword().findByText('Password changed successfully!')).toBeInTheDocument();
  });
});
