import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeSummary, paged } from '@remote-account/test/fixtures';
import {
  field,
  form,
  renderCreateAccount,
  sharedPasswordInput,
  submitButton,
} from '@remote-account/test/create-account-helpers';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@remote-account/test/server';

startMsw(server, { csrfToken: 'test-csrf-token' });

interface Search {
  body: unknown;
  page: string | null;
  pageSize: string | null;
}

function captureSearches() {
  const searches: Search[] = [];
  server.use(
    http.post('*/api/inventors/inventors/search/', async ({ request }) => {
      const url = new URL(request.url);
      searches.push({
        body: await request.json(),
        page: url.searchParams.get('page'),
        pageSize: url.searchParams.get('page_size'),
      });
      return HttpResponse.json(
        paged([
          makeSummary(41, 'Grace Hopper', { affiliation: 'UIR' }),
          makeSummary(42, 'Grace Murray', { affiliation: null }),
        ]),
      );
    }),
  );
  return searches;
}

/** Longer than the search's typing pause, to prove that no search was sent. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));

const searchBox = () => form().getByRole('textbox', { name: 'Search existing inventor' });

describe('Create account: existing inventor', () => {
  it('searches from 2 trimmed characters, with the shared password in the body', async () => {
    const searches = captureSearches();
    const { user } = renderCreateAccount();
    await user.type(sharedPasswordInput() as HTMLElement, 'manager-secret');
    await user.type(searchBox(), '  g ');
    await settle();
    expect(searches).toHaveLength(0);
    expect(form().queryByRole('list', { name: 'Inventor search results' })).not.toBeInTheDocument();

    await user.type(searchBox(), 'r');
    const results = await form().findByRole('list', { name: 'Inventor search results' });
    expect(results).toHaveTextContent('Grace Hopper');
    expect(results).toHaveTextContent('Grace Murray');
    expect(results).toHaveTextContent('No affiliation');
    expect(searches.at(-1)).toEqual({
      body: { name: 'g r', shared_password: 'manager-secret' },
      page: '1',
      pageSize: '10',
    });
  });

  it('sends one search once the shared password is typed, not one per keystroke', async () => {
    const searches = captureSearches();
    const { user } = renderCreateAccount();
    await user.type(searchBox(), 'Grace');
    await user.type(sharedPasswordInput() as HTMLElement, 'manager-secret');
    expect(
      await form().findByRole('list', { name: 'Inventor search results' }),
    ).toBeInTheDocument();
    await settle();
    expect(searches.map((s) => s.body)).toEqual([
      { name: 'Grace', shared_password: 'manager-secret' },
    ]);
  });

  it('does not search before a shared password is known', async () => {
    const searches = captureSearches();
    const { user } = renderCreateAccount();
    await user.type(searchBox(), 'Grace');
    await settle();
    expect(searches).toHaveLength(0);
    expect(
      form().getByText('Enter the shared password to search existing inventors.'),
    ).toBeInTheDocument();
  });

  it('shows no results, silently, when the search fails', async () => {
    server.use(
      http.post('*/api/inventors/inventors/search/', () =>
        HttpResponse.json({ detail: 'no' }, { status: 403 }),
      ),
    );
    const { user } = renderCreateAccount();
    await user.type(sharedPasswordInput() as HTMLElement, 'manager-secret');
    await user.type(searchBox(), 'Grace');
    expect(await form().findByText('No inventors found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("picks an inventor (manual fields go away), 'Change' clears the choice", async () => {
    captureSearches();
    const { user } = renderCreateAccount();
    await user.type(sharedPasswordInput() as HTMLElement, 'manager-secret');
    await user.type(searchBox(), 'Grace');
    await user.click(await form().findByRole('button', { name: /Grace Hopper/ }));

    const chosen = form().getByLabelText('Chosen inventor');
    expect(chosen).toHaveTextContent('Grace Hopper');
    expect(chosen).toHaveTextContent('UIR');
    expect(form().queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(
      form().queryByRole('textbox', { name: 'Search existing inventor' }),
    ).not.toBeInTheDocument();

    await user.click(form().getByRole('button', { name: 'Change' }));
    expect(form().queryByLabelText('Chosen inventor')).not.toBeInTheDocument();
    expect(field('Email')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
  });

  it('creates an account for the chosen inventor with {shared_password, selected_inventor} and resets', async () => {
    captureSearches();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/accounts/create-account/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { credentials: { email: 'grace@example.com', password: 'Long-random-pass-99' } },
          { status: 201 },
        );
      }),
    );
    const { user } = renderCreateAccount();
    await user.type(sharedPasswordInput() as HTMLElement, 'manager-secret');
    await user.type(searchBox(), 'Grace');
    await user.click(await form().findByRole('button', { name: /Grace Hopper/ }));
    // The manual fields' rules do not apply to a chosen inventor.
    await user.click(submitButton());

    expect(await form().findByText('Account Created!')).toBeInTheDocument();
    expect(bodies).toEqual([{ shared_password: 'manager-secret', selected_inventor: 41 }]);
    expect(form().getByTestId('created-password')).toHaveTextContent('Long-random-pass-99');
    // Reset: back to an empty search and the manual fields; the password is now remembered.
    expect(form().queryByLabelText('Chosen inventor')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(sharedPasswordInput()).not.toBeInTheDocument();
  });

  it('still asks for the shared password when an inventor is chosen', async () => {
    document.cookie = 'shared_password=saved-secret; path=/';
    captureSearches();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/accounts/create-account/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: 'Invalid shared password.' }, { status: 403 });
      }),
    );
    const { user } = renderCreateAccount();
    await user.type(searchBox(), 'Grace');
    await user.click(await form().findByRole('button', { name: /Grace Murray/ }));
    await user.click(form().getByRole('button', { name: 'Use a different shared password' }));
    // The choice survives asking for another password.
    expect(form().getByLabelText('Chosen inventor')).toHaveTextContent('Grace Murray');
    await user.click(submitButton());
    expect(form().getByText('Shared password is required')).toBeInTheDocument();
    expect(form().queryByText('Email is required')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(sharedPasswordInput() as HTMLElement, 'wrong');
    await user.click(submitButton());
    expect(await form().findByText('Invalid shared password.')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies).toEqual([{ shared_password: 'wrong', selected_inventor: 42 }]),
    );
  });
});
