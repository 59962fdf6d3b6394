import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';
import { ResetPasswordPage } from '../reset-password-page';

startMsw(server);

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

afterEach(() => {
  jest.useRealTimers();
});

function renderReset() {
  return renderWithApp(<ResetPasswordPage />, {
    route: '/reset-password/MQ/abc-123',
    path: '/reset-password/:uidb64/:token',
  });
}

async function fill(
  user: ReturnType<typeof renderReset>['user'],
  password: string,
  confirm: string,
) {
  await user.type(screen.getByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it("says 'Passwords do not match' and makes no call on a mismatch", async () => {
    let called = false;
    server.use(
      http.post('*/api/accounts/reset-password-confirm/:uid/:token/', () => {
        called = true;
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { user } = renderReset();

    await fill(user, 'new-password-1', 'new-password-2');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('posts the new password to the link, shows success and goes to /login after 2 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let body: unknown = null;
    let url = '';
    server.use(
      http.post('*/api/accounts/reset-password-confirm/:uid/:token/', async ({ request }) => {
        url = request.url;
        body = await request.json();
        return HttpResponse.json({ detail: 'Password reset successful! You can now log in.' });
      }),
    );
    const { user } = renderReset();

    await fill(user, 'new-password-1', 'new-password-1');

    expect(
      await screen.findByText('Password reset successful! You can now log in.'),
    ).toBeInTheDocument();
    expect(url).toMatch(/\/api\/accounts\/reset-password-confirm\/MQ\/abc-123\/$/);
    expect(body).toEqual({ new_password: 'new-password-1' });

    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password/MQ/abc-123');
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the new_password error of the response', async () => {
    server.use(
      http.post('*/api/accounts/reset-password-confirm/:uid/:token/', () =>
        HttpResponse.json(
          { detail: 'Invalid', new_password: ['This password is too common.'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderReset();
    await fill(user, 'password', 'password');
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
  });

  it('shows the detail of the response', async () => {
    server.use(
      http.post('*/api/accounts/reset-password-confirm/:uid/:token/', () =>
        HttpResponse.json({ detail: 'Invalid or expired reset link.' }, { status: 400 }),
      ),
    );
    const { user } = renderReset();
    await fill(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Invalid or expired reset link.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to reset password.'", async () => {
    server.use(
      http.post(
        '*/api/accounts/reset-password-confirm/:uid/:token/',
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    const { user } = renderReset();
    await fill(user, 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});
