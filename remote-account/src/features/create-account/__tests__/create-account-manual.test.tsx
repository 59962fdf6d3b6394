import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  affiliationSelect,
  cookies,
  field,
  form,
  renderCreateAccount,
  sharedPasswordInput,
  submitButton,
} from '@remote-account/test/create-account-helpers';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { deferred, server } from '@remote-account/test/server';

startMsw(server, { csrfToken: 'test-csrf-token' });

const CREDENTIALS = {
  credentials: { email: 'grace@example.com', password: 'Xk3-generated-Pw-42' },
};

function captureCreates(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json(CREDENTIALS, { status: 201 }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/accounts/create-account/', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function fillManual(user: ReturnType<typeof renderCreateAccount>['user']) {
  const password = sharedPasswordInput();
  if (password) await user.type(password, 'manager-secret');
  await user.type(field('Email'), 'grace@example.com');
  await user.type(field('Preferred Name'), 'Grace Hopper');
  await waitFor(() => expect(form().getByRole('option', { name: 'UIR' })).toBeInTheDocument());
  await user.selectOptions(affiliationSelect(), 'UIR');
  await user.type(field('Phone'), '0611223344');
  await user.type(field('ORCID'), '0000-0002-1825-0097');
}

describe('Create account: manual entry', () => {
  it("is a complete page of its own, titled 'Create Account | Inventor Portal'", async () => {
    renderCreateAccount();
    expect(screen.getByRole('heading', { name: 'Create Inventor Account' })).toBeInTheDocument();
    expect(document.title).toBe('Create Account | Inventor Portal');
    expect(sharedPasswordInput()).toHaveAttribute('type', 'password');
    await waitFor(() =>
      expect(
        form()
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select an affiliation', 'CIE', 'UIR']),
    );
    expect(submitButton()).toHaveTextContent('Create Account');
  });

  it('shows every required message on submit and sends nothing', async () => {
    const bodies = captureCreates();
    const { user } = renderCreateAccount();
    await user.click(submitButton());
    expect(form().getByText('Shared password is required')).toBeInTheDocument();
    expect(form().getByText('Email is required')).toBeInTheDocument();
    expect(form().getByText('Preferred name is required')).toBeInTheDocument();
    expect(form().getByText('Affiliation is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("shows 'Invalid email' once the email field was left", async () => {
    const { user } = renderCreateAccount();
    await user.type(field('Email'), 'grace@');
    expect(form().queryByText('Invalid email')).not.toBeInTheDocument();
    await user.tab();
    expect(form().getByText('Invalid email')).toBeInTheDocument();
    expect(form().queryByText('Preferred name is required')).not.toBeInTheDocument();
  });

  it('adds name variants from their own input, with the add button disabled while it is empty', async () => {
    const { user } = renderCreateAccount();
    const add = form().getByRole('button', { name: 'Add name variant' });
    const draft = field('Name Variant');
    expect(add).toBeDisabled();
    await user.type(draft, 'G. Hopper');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(draft).toHaveValue('');
    expect(add).toBeDisabled();
    await user.type(draft, 'Amazing Grace{Enter}');
    const list = form().getByRole('list', { name: 'Name variants' });
    expect(list).toHaveTextContent('G. Hopper');
    expect(list).toHaveTextContent('Amazing Grace');
    await user.click(form().getByRole('button', { name: 'Remove G. Hopper' }));
    expect(form().getByRole('list', { name: 'Name variants' })).not.toHaveTextContent('G. Hopper');

    await user.type(draft, '   ');
    await user.click(add);
    expect(form().getByText('Name variant cannot be empty')).toBeInTheDocument();
    expect(form().getByRole('list', { name: 'Name variants' }).children).toHaveLength(1);
  });

  it("creates the account, shows 'Account Created!' with the credentials, remembers the shared password and resets", async () => {
    const gate = deferred();
    const bodies = captureCreates(async () => {
      await gate.promise;
      return HttpResponse.json(CREDENTIALS, { status: 201 });
    });
    const cookieWrites = jest.spyOn(Document.prototype, 'cookie', 'set');
    const { user } = renderCreateAccount();
    await fillManual(user);
    await user.type(field('Name Variant'), 'G. Hopper{Enter}');
    await user.click(submitButton());

    expect(await form().findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(bodies).toEqual([
      {
        shared_password: 'manager-secret',
        inventor: {
          email: 'grace@example.com',
          preferred_name: 'Grace Hopper',
          phone: '0611223344',
          orcid: '0000-0002-1825-0097',
          affiliation: 'UIR',
          name_variant: ['G. Hopper'],
        },
      },
    ]);
    gate.release();

    expect(await form().findByText('Account Created!')).toBeInTheDocument();
    expect(form().getByTestId('created-email')).toHaveTextContent('grace@example.com');
    expect(form().getByTestId('created-password')).toHaveTextContent('Xk3-generated-Pw-42');
    expect(
      form().getByText("Credentials have also been sent to the inventor's email."),
    ).toBeInTheDocument();

    // The shared password is kept 30 days in a strict cookie; the field is hidden from now on.
    expect(cookies().shared_password).toBe('manager-secret');
    const write = cookieWrites.mock.calls
      .map(([value]) => value)
      .find((value) => value.startsWith('shared_password=manager'));
    expect(write).toMatch(/max-age=2592000/);
    expect(write).toMatch(/path=\//);
    expect(write).toMatch(/SameSite=Strict/);
    cookieWrites.mockRestore();
    expect(sharedPasswordInput()).not.toBeInTheDocument();
    expect(
      form().getByRole('button', { name: 'Use a different shared password' }),
    ).toBeInTheDocument();

    // The form is reset, without error messages.
    expect(field('Email')).toHaveValue('');
    expect(field('Preferred Name')).toHaveValue('');
    expect(field('Phone')).toHaveValue('');
    expect(field('ORCID')).toHaveValue('');
    expect(affiliationSelect()).toHaveValue('');
    expect(form().queryByRole('list', { name: 'Name variants' })).not.toBeInTheDocument();
    expect(form().queryByText('Email is required')).not.toBeInTheDocument();

    // The created password is never stored in the browser.
    expect(document.cookie).not.toContain('Xk3-generated-Pw-42');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Xk3-generated-Pw-42');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Xk3-generated-Pw-42');
  });

  it('copies the credentials', async () => {
    captureCreates();
    const { user } = renderCreateAccount();
    // user-event stands in for the system clipboard.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await fillManual(user);
    await user.click(submitButton());
    await user.click(await form().findByRole('button', { name: 'Copy credentials' }));
    expect(writeText).toHaveBeenCalledWith(
      'Email: grace@example.com\nPassword: Xk3-generated-Pw-42',
    );
    expect(form().getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('uses the saved shared password, hidden, until the manager asks for a different one', async () => {
    document.cookie = 'shared_password=saved-secret; path=/';
    const bodies = captureCreates();
    const { user } = renderCreateAccount();
    expect(sharedPasswordInput()).not.toBeInTheDocument();
    await fillManual(user);
    await user.click(submitButton());
    expect(await form().findByText('Account Created!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ shared_password: 'saved-secret' });

    await user.click(form().getByRole('button', { name: 'Use a different shared password' }));
    expect(sharedPasswordInput()).toHaveValue('');
    expect(cookies().shared_password).toBeUndefined();
    expect(form().queryByText('Shared password is required')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server error',
      { error: 'An account with this email already exists.', detail: 'Conflict' },
      409,
      'An account with this email already exists.',
    ],
    ["'Failed to create account.' without one", {}, 500, 'Failed to create account.'],
  ])('shows %s on failure and resets the form', async (_case, body, status, message) => {
    captureCreates(() => HttpResponse.json(body, { status }));
    const { user } = renderCreateAccount();
    await fillManual(user);
    await user.click(submitButton());
    expect(await form().findByText(message)).toBeInTheDocument();
    expect(form().queryByText('Account Created!')).not.toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
    expect(sharedPasswordInput()).toHaveValue('');
    expect(cookies().shared_password).toBeUndefined();
    expect(form().queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('forgets a saved shared password the server refuses', async () => {
    document.cookie = 'shared_password=stale-secret; path=/';
    captureCreates(() =>
      HttpResponse.json(
        { error: 'Invalid shared password.', detail: 'Invalid shared password.' },
        { status: 403 },
      ),
    );
    const { user } = renderCreateAccount();
    await fillManual(user);
    await user.click(submitButton());
    expect(await form().findByText('Invalid shared password.')).toBeInTheDocument();
    expect(cookies().shared_password).toBeUndefined();
    expect(sharedPasswordInput()).toBeInTheDocument();
  });

  it('clears the earlier result when a new submit starts', async () => {
    let attempt = 0;
    const gate = deferred();
    captureCreates(async () => {
      attempt += 1;
      if (attempt === 1) return HttpResponse.json({ error: 'Try again.' }, { status: 400 });
      await gate.promise;
      return HttpResponse.json(CREDENTIALS, { status: 201 });
    });
    const { user } = renderCreateAccount();
    await fillManual(user);
    await user.click(submitButton());
    expect(await form().findByText('Try again.')).toBeInTheDocument();
    await fillManual(user);
    await user.click(submitButton());
    expect(await form().findByRole('button', { name: 'Submitting...' })).toBeInTheDocument();
    expect(form().queryByText('Try again.')).not.toBeInTheDocument();
    gate.release();
    expect(await form().findByText('Account Created!')).toBeInTheDocument();
  });
});
