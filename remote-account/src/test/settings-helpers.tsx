import { screen, within } from '@testing-library/react';
import SettingsPage from '../exposes/settings-page';
import { renderPage } from './render';

export const renderSettings = () => renderPage(<SettingsPage />, '/settings');

export const profileSection = () => screen.getByRole('region', { name: 'Personal Information' });
export const passwordSection = () => screen.getByRole('region', { name: 'General' });

export const inProfile = () => within(profileSection());
export const inPassword = () => within(passwordSection());

/** Waits until the form holds the stored profile. */
export async function waitForProfile() {
  await screen.findByDisplayValue('Ada Lovelace');
}

/** The language section, by its English or French name. */
export const languageSection = (name: 'Language' | 'Langue' = 'Language') =>
  within(screen.getByRole('region', { name }));
