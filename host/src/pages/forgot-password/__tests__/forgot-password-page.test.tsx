import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';
import { ForgotPasswordPage } from '../forgot-password-page';

startMsw(server);

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

async function submit(email = 'ada@example.com') {
  const utils = renderWithApp(<ForgotPasswordPage />, {
    route: '/forgot-password',
    path: '/forgot-password',
  });
  const input = screen.getByLabelText(/Email/);
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toBeRequired();
  await utils.user.type(input, email);
  await utils.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return utils;
}

const failWith = (body: Record<string, unknown> | null, status = 400) =>
  server.use(
    http.post('*/api/accounts/reset-password/', () =>
      body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
    ),
  );

describe('forgot password page', () => {
  it("shows 'Sending...' while busy and the success message after", async () => {
    server.use(
      http.post('*/api/accounts/reset-password/', async () => {
        await delay(100);
        return HttpResponse.json({ detail: 'Password reset email sent! Please check your inbox.' });
      }),
    );
    await submit();

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(
      await screen.findByText('Password reset email sent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Forgot Password | Inventor Portal');
  });

  it('shows the email error of the response first', async () => {
    failWith({ detail: 'Bad request', email: ['Enter a valid email address.'] });
    await submit();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('shows the detail of the response when there is no email error', async () => {
    failWith({ detail: 'Too many attempts. Try again in 60 seconds.' }, 429);
    await submit();
    expect(
      await screen.findByText('Too many attempts. Try again in 60 seconds.'),
    ).toBeInTheDocument();
  });

  it('shows the first non_field_errors message', async () => {
    failWith({ non_field_errors: ['Account disabled.', 'Second'] });
    await submit();
    expect(await screen.findByText('Account disabled.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to send reset email.'", async () => {
    failWith(null, 500);
    await submit();
    expect(await screen.findByText('Failed to send reset email.')).toBeInTheDocument();
  });
});
