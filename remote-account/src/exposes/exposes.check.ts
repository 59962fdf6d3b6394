/**
 * Type check across the federation boundary: `tsc -p remote-account` fails when this remote's
 * exposed modules differ from the contract (shared/src/federation/contract.ts), by name or by
 * shape (the host mounts each default export with no props). Imported by nothing.
 */
import type { ExposesOf } from '@inventor-portal/shared/federation';
import type * as CreateAccountPage from './create-account-page';
import type * as ProfilePage from './profile-page';
import type * as SettingsPage from './settings-page';

export type ExposesCheck = ExposesOf<
  'remote_account',
  {
    ProfilePage: typeof ProfilePage;
    SettingsPage: typeof SettingsPage;
    CreateAccountPage: typeof CreateAccountPage;
  }
>;
