import { mountStandalone } from '@inventor-portal/shared/standalone';
import { paths } from './config/paths';
import CreateAccountPage from './exposes/create-account-page';
import ProfilePage from './exposes/profile-page';
import SettingsPage from './exposes/settings-page';

/** Standalone mode (`npm run dev -w remote-account`): profile, settings and create-account without the host. */
void mountStandalone({
  home: paths.profile,
  pages: [
    // Public, with its own layout, as the host renders it outside the shell.
    { path: paths.createAccount, element: <CreateAccountPage />, bare: true },
    { path: paths.profile, element: <ProfilePage /> },
    { path: paths.settings, element: <SettingsPage /> },
  ],
});
