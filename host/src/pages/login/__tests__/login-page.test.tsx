import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { me } from '@host/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server, signedOut } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';

startMsw(server);

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
  server.use(signedOut);
});

async function renderLogin() {
  const utils = renderWithApp(null, { route: '/login' });
  await screen.findByRole('heading', { name: 'Inventor Login' });
  return utils;
}

describe('login page', () => {
  it('has the title, fields, forgot-password link and an external Sign Up link', async () => {
    await renderLogin();

    expect(document.title).toBe('Login | Inventor Portal');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(signUp).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(signUp).toHaveAttribute('target', '_blank');
    expect(signUp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('disables Login while a field is empty', async () => {
    const { user } = await renderLogin();
    const button = screen.getByRole('button', { name: 'Login' });

    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(button).toBeEnabled();
  });

  it("says 'Please fill in all fields' on Enter with a field empty, without calling the server", async () => {
    let called = false;
    server.use(
      http.post('*/api/accounts/login/', () => {
        called = true;
        return HttpResponse.json(me);
      }),
    );
    const { user } = await renderLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '{Enter}');

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('shows the server detail when login fails', async () => {
    server.use(
      http.post('*/api/accounts/login/', () =>
        HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 400 }),
      ),
    );
    const { user } = await renderLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  });

  it("says 'Login failed' when the failure carries no detail", async () => {
    server.use(http.post('*/api/accounts/login/', () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it("shows 'Logging in...' while waiting, then goes to /dashboard", async () => {
    let signedIn = false;
    server.use(
      http.post('*/api/accounts/login/', async () => {
        await delay(150);
        signedIn = true;
        return HttpResponse.json(me);
      }),
      http.get('*/api/accounts/me/', () =>
        signedIn ? HttpResponse.json(me) : HttpResponse.json({ detail: 'no' }, { status: 401 }),
      ),
    );
    const { user } = await renderLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(
      await screen.findByRole('heading', { name: /Welcome back, Ada Lovelace/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  describe('on an account with two-factor sign-in', () => {
    const INVALID = 'Invalid two-factor code.';

    /** The server of docs/api.md: the right password alone answers `two_factor_required`. */
    function twoFactorLogin() {
      const bodies: Record<string, unknown>[] = [];
      let signedIn = false;
      server.use(
        http.post('*/api/accounts/login/', async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          if (body.code === undefined) return HttpResponse.json({ two_factor_required: true });
          if (body.code !== '123456' && body.code !== 'abcde-fghjk')
            return HttpResponse.json({ detail: INVALID }, { status: 400 });
          signedIn = true;
          return HttpResponse.json(me);
        }),
        http.get('*/api/accounts/me/', () =>
          signedIn ? HttpResponse.json(me) : HttpResponse.json({ detail: 'no' }, { status: 401 }),
        ),
      );
      return bodies;
    }

    async function reachCodeStep() {
      const utils = await renderLogin();
      await utils.user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await utils.user.type(screen.getByLabelText('Password'), 'secret-pass');
      await utils.user.click(screen.getByRole('button', { name: 'Login' }));
      await screen.findByRole('textbox', { name: /Two-factor code/ });
      return utils;
    }

    it('asks for the two-factor code after the right password, without signing in', async () => {
      twoFactorLogin();
      await reachCodeStep();

      const code = screen.getByRole('textbox', { name: /Two-factor code/ });
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAccessibleDescription(
        /6-digit code from your authenticator app, or one of your recovery codes/,
      );
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    });

    it('sends email, password and code together, then goes to /dashboard', async () => {
      const bodies = twoFactorLogin();
      const { user } = await reachCodeStep();

      await user.type(screen.getByRole('textbox', { name: /Two-factor code/ }), '123 456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
      expect(bodies).toEqual([
        { email: 'ada@example.com', password: 'secret-pass' },
        { email: 'ada@example.com', password: 'secret-pass', code: '123456' },
      ]);
    });

    it('takes a recovery code in the same field', async () => {
      const bodies = twoFactorLogin();
      const { user } = await reachCodeStep();

      await user.type(
        screen.getByRole('textbox', { name: /Two-factor code/ }),
        'abcde-fghjk{Enter}',
      );

      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
      expect(bodies.at(-1)).toMatchObject({ code: 'abcde-fghjk' });
    });

    it("shows 'Invalid two-factor code.' from the server and stays on the code step", async () => {
      twoFactorLogin();
      const { user } = await reachCodeStep();

      await user.type(screen.getByRole('textbox', { name: /Two-factor code/ }), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
      expect(screen.getByRole('textbox', { name: /Two-factor code/ })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    });

    it('goes back to the email and password with Back', async () => {
      twoFactorLogin();
      const { user } = await reachCodeStep();

      await user.click(screen.getByRole('button', { name: 'Back' }));

      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
      expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /Two-factor code/ })).not.toBeInTheDocument();
    });
  });
});
