import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { restoreEnglish, showPageIn } from '@host/test/language';
import { server, signedOut } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';

startMsw(server);

/** Two providers, labelled in the language the page asks for (as the server does). */
const asked: string[] = [];
const twoProviders = http.get('*/api/accounts/sso/', ({ request }) => {
  const language = request.headers.get('accept-language') ?? '';
  asked.push(language);
  const fr = language.startsWith('fr');
  return HttpResponse.json({
    providers: [
      { id: 'campus', type: 'oidc', label: fr ? 'Compte campus' : 'Campus account' },
      { id: 'edugain', type: 'saml', label: fr ? 'Université (eduGAIN)' : 'University (eduGAIN)' },
    ],
  });
});

beforeEach(() => {
  asked.length = 0;
  document.cookie = 'csrftoken=tok; path=/';
  server.use(signedOut);
});

afterEach(restoreEnglish);

async function renderLogin(route = '/login') {
  const utils = renderWithApp(null, { route });
  await screen.findByRole('heading', { name: 'Inventor Login' });
  return utils;
}

describe('login page: campus sign-in', () => {
  it('shows one "Sign in with <label>" link per provider, above the password form', async () => {
    server.use(twoProviders);
    await renderLogin();
    const campus = await screen.findByRole('link', { name: 'Sign in with Campus account' });
    const edugain = screen.getByRole('link', { name: 'Sign in with University (eduGAIN)' });
    expect(campus).toHaveAttribute('href', '/api/accounts/sso/campus/login/');
    expect(edugain).toHaveAttribute('href', '/api/accounts/sso/edugain/login/');
    const email = screen.getByLabelText('Email');
    // Both come before the form's first field in the page (and so in the tab order).
    for (const link of [campus, edugain])
      expect(link.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Campus sign-in' })).getAllByRole('link'),
    ).toHaveLength(2);
  });

  it('shows no campus buttons when no provider is configured', async () => {
    await renderLogin();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Campus sign-in' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
  });

  it('asks for the labels again in French when the page turns French', async () => {
    server.use(twoProviders);
    await renderLogin();
    await screen.findByRole('link', { name: 'Sign in with Campus account' });
    await showPageIn('fr');
    expect(
      await screen.findByRole('link', { name: 'Se connecter avec Compte campus' }),
    ).toHaveAttribute('href', '/api/accounts/sso/campus/login/');
    expect(
      screen.getByRole('link', { name: 'Se connecter avec Université (eduGAIN)' }),
    ).toBeVisible();
    expect(asked).toEqual(['en', 'fr']);
  });

  it('sends the page the visitor came from as `next`', async () => {
    server.use(twoProviders);
    renderWithApp(null, { route: '/settings' });
    const campus = await screen.findByRole('link', { name: 'Sign in with Campus account' });
    expect(campus).toHaveAttribute('href', '/api/accounts/sso/campus/login/?next=%2Fsettings');
  });

  it.each([
    [
      'invalid_response',
      'The campus sign-in could not be completed: the answer of your institution’s sign-in service was not valid or had expired. Please try again.',
    ],
    [
      'email_unverified',
      'Your institution’s sign-in service has not verified your email address, so the portal cannot use it. Verify it there, then try again.',
    ],
    [
      'not_allowed',
      'This campus account may not sign in to the portal. Use an address of an allowed institution, or ask the technology-transfer office for an account.',
    ],
    ['account_deactivated', 'This account is deactivated. Contact the technology-transfer office.'],
    [
      'something_else',
      'The campus sign-in could not be completed: the answer of your institution’s sign-in service was not valid or had expired. Please try again.',
    ],
  ])('explains sso_error=%s', async (code, sentence) => {
    await renderLogin(`/login?sso_error=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });

  it.each([
    ['invalid_response', 'La connexion par votre établissement n’a pas pu aboutir'],
    ['email_unverified', 'n’a pas vérifié votre adresse e-mail'],
    ['not_allowed', 'Ce compte d’établissement ne peut pas se connecter au portail'],
    [
      'account_deactivated',
      'Ce compte est désactivé. Contactez le bureau de transfert de technologie.',
    ],
  ])('explains sso_error=%s in French', async (code, sentence) => {
    await showPageIn('fr');
    renderWithApp(null, { route: `/login?sso_error=${code}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });
});
