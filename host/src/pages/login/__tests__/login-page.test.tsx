import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { me } from '../../../test/fixtures';
import { server, signedOut, setupMswLifecycle } from '../../../test/msw';
import { renderWithApp } from '../../../test/render';

setupMswLifecycle();

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
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
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
    expect(await screen.findByRole('heading', { name: /Welcome back, Ada Lovelace/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });
});
