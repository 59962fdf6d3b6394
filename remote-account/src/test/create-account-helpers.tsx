import { screen, within } from '@testing-library/react';
import CreateAccountPage from '../exposes/create-account-page';
import { renderPage } from './render';

export const renderCreateAccount = () => renderPage(<CreateAccountPage />, '/create-account');

export const form = () => within(screen.getByRole('form', { name: 'Create account' }));

export const field = (name: string) => form().getByRole('textbox', { name });
export const sharedPasswordInput = () => form().queryByLabelText(/^Shared Password/);
export const affiliationSelect = () => form().getByRole('combobox', { name: 'Affiliation' });
export const submitButton = () =>
  form().getByRole('button', { name: /Create Account|Submitting\.\.\./ });

/** The cookies the page can read, as a map. */
export const cookies = (): Record<string, string> =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((entry) => {
        const at = entry.indexOf('=');
        return [entry.slice(0, at), decodeURIComponent(entry.slice(at + 1))];
      }),
  );
