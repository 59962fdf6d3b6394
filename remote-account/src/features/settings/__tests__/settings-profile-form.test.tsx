import { screen, waitFor } from '@testing-library/react';
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

type Body = Record<string, unknown>;

/** Captures PUT /api/accounts/me/ bodies (JSON) and answers with the saved user. */
function capturePuts(answer?: () => Response | Promise<Response>) {
  const bodies: Body[] = [];
  server.use(
    http.put('*/api/accounts/me/', async ({ request }) => {
      bodies.push((await request.json()) as Body);
      return answer ? answer() : HttpResponse.json(makeUser());
    }),
  );
  return bodies;
}

describe('Settings: profile form', () => {
  it("is titled 'Settings | Inventor Portal' and holds the stored profile", async () => {
    renderSettings();
    await waitForProfile();
    expect(document.title).toBe('Settings | Inventor Portal');
    const form = inProfile();
    expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Lovelace');
    expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('0612345678');
    expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveValue('ada@example.com');
    expect(form.getByRole('textbox', { name: 'ORCID' })).toHaveValue('0000-0001-2345-6789');
    expect(form.getByRole('textbox', { name: 'Name Variants' })).toHaveValue('A. Lovelace, Ada L.');
    expect(
      form.getByText('This email will be used for notifications and communications'),
    ).toBeInTheDocument();
    expect(
      form.getByText("Choose the type of organization you're affiliated with"),
    ).toBeInTheDocument();
    const affiliation = form.getByRole('combobox', { name: 'Affiliation' });
    await waitFor(() =>
      expect(form.getAllByRole('option').map((o) => o.textContent)).toEqual(['CIE', 'UIR']),
    );
    expect(affiliation).toHaveValue('CIE');
    expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('shows an error only once the field was touched', async () => {
    const { user } = renderSettings();
    await waitForProfile();
    const form = inProfile();
    const name = form.getByRole('textbox', { name: 'Full Name' });
    await user.clear(name);
    expect(form.queryByText('Full name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(form.getByText('Full name is required')).toBeInTheDocument();

    const email = form.getByRole('textbox', { name: 'Email Address' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    expect(form.queryByText('Invalid email')).not.toBeInTheDocument();
    await user.tab();
    expect(form.getByText('Invalid email')).toBeInTheDocument();
    // The hint gives way to the error.
    expect(
      form.queryByText('This email will be used for notifications and communications'),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['Phone Number', '123456789012', 'Max 11 digits'],
    ['ORCID', '0000-0001-2345-67890', 'Max 19 characters'],
    ['Name Variants', `ok, ${'x'.repeat(31)}`, 'Name variants must be at most 30 characters'],
  ])('limits %s (%s gives %s)', async (label, value, message) => {
    const { user } = renderSettings();
    await waitForProfile();
    const form = inProfile();
    const field = form.getByRole('textbox', { name: label });
    await user.clear(field);
    await user.type(field, value.slice(0, -1));
    await user.tab();
    expect(form.queryByText(message)).not.toBeInTheDocument();
    await user.type(field, value.slice(-1));
    expect(form.getByText(message)).toBeInTheDocument();
  });

  it('does not send an invalid form and shows every error on submit', async () => {
    const bodies = capturePuts();
    const { user } = renderSettings();
    await waitForProfile();
    const form = inProfile();
    await user.clear(form.getByRole('textbox', { name: 'Full Name' }));
    await user.clear(form.getByRole('textbox', { name: 'Email Address' }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(form.getByText('Full name is required')).toBeInTheDocument();
    expect(form.getByText('Invalid email')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("sends JSON with name variants split on commas, shows 'Saving...', then 'Profile updated successfully!'", async () => {
    const gate = deferred();
    let meCalls = 0;
    server.use(
      http.get('*/api/accounts/me/', () => {
        meCalls += 1;
        return HttpResponse.json(
          meCalls === 1 ? makeUser() : makeUser({ preferred_name: 'Ada King' }),
        );
      }),
    );
    const headers: (string | null)[] = [];
    const bodies: Body[] = [];
    server.use(
      http.put('*/api/accounts/me/', async ({ request }) => {
        headers.push(request.headers.get('content-type'));
        bodies.push((await request.json()) as Body);
        await gate.promise;
        return HttpResponse.json(makeUser({ preferred_name: 'Ada King' }));
      }),
    );
    const { user } = renderSettings();
    await waitForProfile();
    const form = inProfile();
    await user.clear(form.getByRole('textbox', { name: 'Full Name' }));
    await user.type(form.getByRole('textbox', { name: 'Full Name' }), '  Ada King ');
    await user.clear(form.getByRole('textbox', { name: 'Phone Number' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Affiliation' }), 'UIR');
    await user.clear(form.getByRole('textbox', { name: 'Name Variants' }));
    await user.type(
      form.getByRole('textbox', { name: 'Name Variants' }),
      ' A. King ,, Countess ,  ,',
    );
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await form.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(bodies).toEqual([
      {
        preferred_name: 'Ada King',
        email: 'ada@example.com',
        phone_number: null,
        affiliation: 'UIR',
        orcid: '0000-0001-2345-6789',
        name_variants: ['A. King', 'Countess'],
      },
    ]);
    expect(headers[0]).toContain('application/json');
    gate.release();
    expect(await form.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // The current user is refetched (header avatar and profile refresh everywhere).
    await waitFor(() => expect(meCalls).toBe(2));
    expect(await form.findByDisplayValue('Ada King')).toBeInTheDocument();
    // One form's message never shows under the other.
    expect(inPassword().queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('sends the CSRF header from the csrftoken cookie', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.put('*/api/accounts/me/', ({ request }) => {
        tokens.push(request.headers.get('x-csrftoken'));
        return HttpResponse.json(makeUser());
      }),
    );
    const { user } = renderSettings();
    await waitForProfile();
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));
    expect(await inProfile().findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(tokens).toEqual(['test-csrf-token']);
  });

  it.each([
    ['the server detail', { detail: 'Something is off.' }, 400, 'Something is off.'],
    [
      'the first field message',
      { email: ['An account with this email already exists.'] },
      400,
      'An account with this email already exists.',
    ],
    ["'Failed to update settings.' without a message", {}, 500, 'Failed to update settings.'],
  ])('shows %s when the save fails', async (_case, body, status, message) => {
    capturePuts(() => HttpResponse.json(body, { status }));
    const { user } = renderSettings();
    await waitForProfile();
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));
    expect((await inProfile().findAllByText(message)).length).toBeGreaterThan(0);
    expect(inProfile().queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    expect(inPassword().queryByText(message)).not.toBeInTheDocument();
  });

  it('clears the earlier message when a new save starts', async () => {
    let attempt = 0;
    const gate = deferred();
    server.use(
      http.put('*/api/accounts/me/', async () => {
        attempt += 1;
        if (attempt === 1)
          return HttpResponse.json({ detail: 'Try again later.' }, { status: 503 });
        await gate.promise;
        return HttpResponse.json(makeUser());
      }),
    );
    const { user } = renderSettings();
    await waitForProfile();
    const form = inProfile();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await form.findByText('Try again later.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await form.findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    expect(form.queryByText('Try again later.')).not.toBeInTheDocument();
    gate.release();
    expect(await form.findByText('Profile updated successfully!')).toBeInTheDocument();
  });

  it('shows server field messages under the field', async () => {
    capturePuts(() =>
      HttpResponse.json(
        { detail: 'Please fix the errors.', email: ['An account with this email already exists.'] },
        { status: 400 },
      ),
    );
    const { user } = renderSettings();
    await waitForProfile();
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));
    expect(await inProfile().findByText('Please fix the errors.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );
  });
});
