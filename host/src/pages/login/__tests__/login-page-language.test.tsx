import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  CHOSEN_BEFORE_SIGN_IN_KEY,
  LANGUAGE_STORAGE_KEY,
  takeLanguageChosenBeforeSignIn,
} from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import type { Account } from '@inventor-portal/shared/schemas';
import { me } from '@host/test/fixtures';
import { restoreEnglish, showPageIn } from '@host/test/language';
import { server, signedOut } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';

startMsw(server);

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
  server.use(signedOut);
});

afterEach(restoreEnglish);

async function renderLogin() {
  const utils = renderWithApp(null, { route: '/login' });
  await screen.findByRole('heading', { name: 'Inventor Login' });
  return utils;
}

/**
 * A server where `account` signs in and `PUT me` stores the language it is sent. `twoFactor`:
 * the account has two-factor sign-in, so the password alone opens no session; the sign-in
 * completes when the code comes with it (`me` answers 401 until then).
 */
function serveAccount(account: Account, { twoFactor = false } = {}) {
  const saved: unknown[] = [];
  let signedIn = false;
  let language = account.language;
  server.use(
    http.post('*/api/accounts/login/', async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      if (twoFactor && !body.code) return HttpResponse.json({ two_factor_required: true });
      signedIn = true;
      return HttpResponse.json({ ...account, language });
    }),
    http.get('*/api/accounts/me/', () =>
      signedIn
        ? HttpResponse.json({ ...account, language })
        : HttpResponse.json({ detail: 'no' }, { status: 401 }),
    ),
    http.put('*/api/accounts/me/', async ({ request }) => {
      const body = (await request.json()) as { language: Account['language'] };
      saved.push({ body, contentType: request.headers.get('content-type') });
      language = body.language;
      return HttpResponse.json({ ...account, language });
    }),
  );
  return saved;
}

async function signIn(
  user: Awaited<ReturnType<typeof renderLogin>>['user'],
  labels: { email: string; password: string; submit: string },
) {
  await user.type(screen.getByLabelText(labels.email), 'ada@example.com');
  await user.type(screen.getByLabelText(labels.password), 'secret-pass');
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('login page language', () => {
  it('offers English and Français, each named in its own language, English pressed', async () => {
    await renderLogin();

    const choice = screen.getByRole('group', { name: 'Language' });
    const english = within(choice).getByRole('button', { name: 'English' });
    const french = within(choice).getByRole('button', { name: 'Français' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the login page French, with <html lang="fr"> and the French title', async () => {
    const { user } = await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Français' }));

    expect(await screen.findByRole('heading', { name: 'Connexion inventeur' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Connexion | Inventor Portal');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u202f?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: "S'inscrire" })).toBeInTheDocument();
    const choice = screen.getByRole('group', { name: 'Langue' });
    expect(within(choice).getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('says in French that a field is missing', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Français' }));

    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs');
  });

  it('restores the English of the spec when English is chosen again', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('heading', { name: 'Connexion inventeur' });

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Inventor Login' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Login | Inventor Portal');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('saves French chosen before sign-in to an English account with PUT {"language": "fr"}, and stays French', async () => {
    const saved = serveAccount(me);
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('heading', { name: 'Connexion inventeur' });

    await signIn(user, { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' });

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue, Ada Lovelace\u202f!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(saved).toEqual([
        { body: { language: 'fr' }, contentType: expect.stringContaining('application/json') },
      ]),
    );
    expect(document.title).toBe('Tableau de bord | Inventor Portal');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('keeps French chosen before a two-step sign-in: saved to the English account after the code', async () => {
    const saved = serveAccount(me, { twoFactor: true });
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('heading', { name: 'Connexion inventeur' });

    await signIn(user, { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' });
    await user.type(await screen.findByLabelText(/Code de vérification/), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue, Ada Lovelace\u202f!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(saved).toEqual([
        { body: { language: 'fr' }, contentType: expect.stringContaining('application/json') },
      ]),
    );
    expect(document.documentElement.lang).toBe('fr');
  });

  it('keeps French chosen at the code step of a two-step sign-in', async () => {
    const saved = serveAccount(me, { twoFactor: true });
    const { user } = await renderLogin();
    await signIn(user, { email: 'Email', password: 'Password', submit: 'Login' });
    await screen.findByLabelText(/Two-factor code/);
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await user.type(await screen.findByLabelText(/Code de vérification/), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue, Ada Lovelace\u202f!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(saved).toEqual([expect.objectContaining({ body: { language: 'fr' } })]),
    );
  });

  it('keeps French chosen before the page was reloaded in the middle of a two-step sign-in', async () => {
    const saved = serveAccount(me, { twoFactor: true });
    // The login page before the reload: French picked, kept in the tab's session storage.
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(window.sessionStorage.getItem(CHOSEN_BEFORE_SIGN_IN_KEY)).toBe('fr');
    await screen.findByRole('heading', { name: 'Connexion inventeur' });
    cleanup();
    // The reload: the page's memory is gone (emptied here), the tab's session storage stays.
    expect(takeLanguageChosenBeforeSignIn()).toBe('fr');
    window.sessionStorage.setItem(CHOSEN_BEFORE_SIGN_IN_KEY, 'fr');
    await showPageIn('fr');
    const again = renderWithApp(null, { route: '/login' });
    await screen.findByRole('heading', { name: 'Connexion inventeur' });

    await signIn(again.user, {
      email: 'E-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
    });
    await again.user.type(await screen.findByLabelText(/Code de vérification/), '123456');
    await again.user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue, Ada Lovelace\u202f!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(saved).toEqual([expect.objectContaining({ body: { language: 'fr' } })]),
    );
    expect(document.documentElement.lang).toBe('fr');
    expect(window.sessionStorage.getItem(CHOSEN_BEFORE_SIGN_IN_KEY)).toBeNull();
  });

  it("follows the account's language when none was chosen on the login page, without saving", async () => {
    const saved = serveAccount({ ...me, language: 'fr' });
    const { user } = await renderLogin();

    await signIn(user, { email: 'Email', password: 'Password', submit: 'Login' });

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue, Ada Lovelace\u202f!' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(saved).toEqual([]);
  });

  it('saves nothing when the language chosen is already the account’s', async () => {
    const saved = serveAccount({ ...me, language: 'fr' });
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('heading', { name: 'Connexion inventeur' });

    await signIn(user, { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' });

    expect(
      await screen.findByRole('heading', { name: 'Bienvenue, Ada Lovelace\u202f!' }),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
