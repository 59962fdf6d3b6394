import { baseUrl } from '../../browser';
import { chooseLanguage } from '../language-control';
import type { Screen } from '../types';

const LOGIN_TITLE = {
  en: 'Login | Inventor Portal',
  fr: /^(Connexion|Se connecter) \| Inventor Portal$/,
};
const email = '[name="email"]';

/** /login, fresh (signed out): the French walks pick 'Français' here, before signing in. */
export const login: Screen = {
  id: 'login',
  name: 'login, where the language is chosen',
  signedOut: true,
  open: async ({ page, language }) => {
    await page.goto(`${baseUrl()}/login`);
    await page.locator(email).waitFor();
    if (language === 'fr') await chooseLanguage(page, 'fr');
  },
  title: LOGIN_TITLE,
  english: ['Inventor Login', 'Forgot password?', 'Sign Up'],
};

/** The code step of /login: the password of an account with two-factor sign-in was right. */
export const twoFactorStep: Screen = {
  id: 'login-two-factor',
  signedOut: true,
  name: 'login, two-factor code step',
  open: async ({ page, twoFactorAccount }) => {
    await page.locator(email).fill(twoFactorAccount.email);
    await page.locator('[name="password"]').fill(twoFactorAccount.password);
    await page.locator('form button[type="submit"]').click();
    await page.locator('[name="code"]').waitFor();
  },
  close: async ({ page }) => {
    await page.getByRole('button', { name: /^(Back|Retour)$/ }).click();
    await page.locator(email).waitFor();
  },
  title: LOGIN_TITLE,
  english: [
    'Two-factor code',
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    'Verify',
  ],
};

export const forgotPassword: Screen = {
  id: 'forgot-password',
  name: 'forgot password',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.locator(email).waitFor();
  },
  title: { en: 'Forgot Password | Inventor Portal', fr: /^Mot de passe oublié/ },
  english: [
    'Enter your email and we will send you a reset link.',
    'Send Reset Link',
    'Back to login',
  ],
};

export const resetPassword: Screen = {
  id: 'reset-password',
  name: 'reset password',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/reset-password/MQ/x`);
    await page.locator('[name="new_password"]').waitFor();
  },
  title: { en: 'Reset Password | Inventor Portal', fr: /^Réinitialis/ },
  english: ['Choose a new password for your account.', 'Confirm Password', 'Back to login'],
};

/** The public create-account screen of the account remote (with its affiliation options in). */
export const createAccount: Screen = {
  id: 'create-account',
  name: 'create inventor account',
  open: async ({ page }) => {
    await page.goto(`${baseUrl()}/create-account`);
    await page.locator('select[name="affiliation"] option[value]:not([value=""])').first().waitFor({
      state: 'attached',
    });
  },
  title: { en: 'Create Account | Inventor Portal', fr: /^Cré(er|ation)\b/ },
  english: ['Create Inventor Account', 'Already have an account?'],
};
