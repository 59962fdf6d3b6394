import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeUser } from '@remote-account/test/fixtures';
import { server } from '@remote-account/test/server';
import { inProfile, renderSettings, waitForProfile } from '@remote-account/test/settings-helpers';

startMsw(server, { csrfToken: 'test-csrf-token' });

const CURRENT_PASSWORD_MESSAGE = 'Enter your current password to change your email.';
type Body = Record<string, unknown>;

/**
 * Captures PUT /api/accounts/me/ bodies and answers with `answer` (default: the saved user,
 * which `me` then answers too).
 */
function capturePuts(answer?: (body: Body) => Response) {
  const bodies: Body[] = [];
  let saved = makeUser();
  server.use(
    http.get('*/api/accounts/me/', () => HttpResponse.json(saved)),
    http.put('*/api/accounts/me/', async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      if (answer) return answer(body);
      saved = makeUser({}, String(body.email));
      return HttpResponse.json(saved);
    }),
  );
  return bodies;
}

const currentPassword = () => inProfile().queryByLabelText(/^Current password/);

describe('Settings: changing the email needs the current password', () => {
  it('asks for no password while the email is the saved one, and sends none', async () => {
    const bodies = capturePuts();
    const { user } = renderSettings();
    await waitForProfile();

    expect(currentPassword()).not.toBeInTheDocument();
    const phone = inProfile().getByRole('textbox', { name: 'Phone Number' });
    await user.clear(phone);
    await user.type(phone, '0699999999');
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('current_password');
  });

  it('shows a "Current password" field once the email differs, and hides it when undone', async () => {
    const { user } = renderSettings();
    await waitForProfile();
    const email = inProfile().getByRole('textbox', { name: 'Email Address' });

    await user.clear(email);
    await user.type(email, 'ada@new.example');
    const field = currentPassword();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');

    await user.clear(email);
    await user.type(email, 'ADA@example.com ');
    expect(currentPassword()).not.toBeInTheDocument();
  });

  it('does not save a new email without the password', async () => {
    const bodies = capturePuts();
    const { user } = renderSettings();
    await waitForProfile();
    const email = inProfile().getByRole('textbox', { name: 'Email Address' });

    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));

    expect(await inProfile().findByText(CURRENT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends current_password with the new email, then stops asking for it', async () => {
    const bodies = capturePuts();
    const { user } = renderSettings();
    await waitForProfile();
    const email = inProfile().getByRole('textbox', { name: 'Email Address' });

    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.type(currentPassword() as HTMLElement, 'my-password-1');
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      email: 'ada@new.example',
      current_password: 'my-password-1',
    });
    await waitFor(() => expect(currentPassword()).not.toBeInTheDocument());
    expect(email).toHaveValue('ada@new.example');
  });

  it("shows the server's message on the password field when the password is wrong", async () => {
    capturePuts(() =>
      HttpResponse.json(
        { detail: CURRENT_PASSWORD_MESSAGE, current_password: [CURRENT_PASSWORD_MESSAGE] },
        { status: 400 },
      ),
    );
    const { user } = renderSettings();
    await waitForProfile();
    const email = inProfile().getByRole('textbox', { name: 'Email Address' });

    await user.clear(email);
    await user.type(email, 'ada@new.example');
    const field = currentPassword() as HTMLElement;
    await user.type(field, 'wrong-password');
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(CURRENT_PASSWORD_MESSAGE));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
