import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeUser } from '@remote-account/test/fixtures';
import { server } from '@remote-account/test/server';
import { renderSettings, waitForProfile } from '@remote-account/test/settings-helpers';

startMsw(server, { csrfToken: 'test-csrf-token' });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Inventor%20Portal:ada%40example.com?issuer=Inventor%20Portal&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const INVALID = 'Invalid two-factor code.';
const PASSWORD_NEEDED = 'Enter your current password.';

/** A fake account whose `me.two_factor_enabled` follows the 2fa calls, as the server's does. */
function twoFactorServer(initiallyOn = false) {
  let on = initiallyOn;
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/accounts/me/', () =>
      HttpResponse.json({
        ...makeUser(),
        role: 'inventor',
        language: 'en',
        two_factor_enabled: on,
      }),
    ),
    http.post('*/api/accounts/2fa/setup/', async ({ request }) => {
      calls.push({ path: 'setup', body: await request.json() });
      return HttpResponse.json({ secret: SECRET, otpauth_url: OTPAUTH });
    }),
    http.post('*/api/accounts/2fa/enable/', async ({ request }) => {
      const body = (await request.json()) as { code: string; password?: string };
      calls.push({ path: 'enable', body });
      if (body.password !== 'my-password-1')
        return HttpResponse.json(
          { detail: PASSWORD_NEEDED, password: [PASSWORD_NEEDED] },
          { status: 400 },
        );
      if (body.code !== '123456') return HttpResponse.json({ detail: INVALID }, { status: 400 });
      on = true;
      return HttpResponse.json({ recovery_codes: CODES });
    }),
    http.post('*/api/accounts/2fa/disable/', async ({ request }) => {
      const body = (await request.json()) as { password: string; code: string };
      calls.push({ path: 'disable', body });
      if (body.password !== 'my-password-1')
        return HttpResponse.json(
          {
            detail: 'Current password is incorrect.',
            password: ['Current password is incorrect.'],
          },
          { status: 400 },
        );
      on = false;
      return HttpResponse.json({ detail: 'Two-factor sign-in is disabled.' });
    }),
  );
  return calls;
}

const section = () => within(screen.getByRole('region', { name: 'Two-factor authentication' }));

describe('Settings: two-factor authentication', () => {
  it("is off by default and offers 'Set up'", async () => {
    twoFactorServer();
    renderSettings();
    await waitForProfile();
    expect(section().getByText(/Two-factor authentication is off/)).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Set up' })).toBeEnabled();
  });

  it('shows the QR code and the key, confirms a code, then shows the 10 recovery codes once', async () => {
    const calls = twoFactorServer();
    const { user } = renderSettings();
    await waitForProfile();

    await user.click(section().getByRole('button', { name: 'Set up' }));
    const qr = await section().findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(section().getByTestId('two-factor-secret').textContent?.replace(/\s/g, '')).toBe(SECRET);

    const code = section().getByRole('textbox', { name: /Code from the app/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '654321');
    // The password is asked for: a session alone cannot turn two-factor sign-in on.
    expect(section().getByRole('button', { name: 'Enable' })).toBeDisabled();
    const password = section().getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'wrong-password');
    await user.click(section().getByRole('button', { name: 'Enable' }));
    expect(await section().findByText(PASSWORD_NEEDED)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'my-password-1');
    await user.click(section().getByRole('button', { name: 'Enable' }));
    expect(await section().findByText(INVALID)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(section().getByRole('button', { name: 'Enable' }));

    const list = await section().findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(section().getByText(/they will not be shown again/)).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['setup', 'enable', 'enable', 'enable']);
    expect(calls[3]?.body).toEqual({ code: '123456', password: 'my-password-1' });

    // `me` was refetched: once the codes are put away, the section says it is on.
    await user.click(section().getByRole('button', { name: 'Done' }));
    expect(await section().findByText(/Two-factor authentication is on/)).toBeInTheDocument();
    expect(section().queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('copies the recovery codes one per line', async () => {
    twoFactorServer();
    const { user } = renderSettings();
    await waitForProfile();
    await user.click(section().getByRole('button', { name: 'Set up' }));
    await user.type(await section().findByRole('textbox', { name: /Code from the app/ }), '123456');
    await user.type(section().getByLabelText(/^Current password/), 'my-password-1');
    await user.click(section().getByRole('button', { name: 'Enable' }));
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await section().findByRole('button', { name: 'Copy codes' }));

    expect(await section().findByText('Copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
  });

  it('disables with the password and a code, and shows the server error on failure', async () => {
    const calls = twoFactorServer(true);
    const { user } = renderSettings();
    await waitForProfile();

    await user.click(await section().findByRole('button', { name: 'Disable' }));
    const password = section().getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'wrong-password');
    await user.type(section().getByRole('textbox', { name: /Two-factor code/ }), '123456');
    await user.click(section().getByRole('button', { name: 'Disable two-factor authentication' }));
    expect(await section().findByText('Current password is incorrect.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'my-password-1');
    await user.click(section().getByRole('button', { name: 'Disable two-factor authentication' }));

    expect(await section().findByText('Two-factor authentication is off.')).toBeInTheDocument();
    await waitFor(() =>
      expect(section().getByRole('button', { name: 'Set up' })).toBeInTheDocument(),
    );
    expect(calls.at(-1)?.body).toEqual({ password: 'my-password-1', code: '123456' });
  });
});
