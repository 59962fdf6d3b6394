import { usePageTitle } from '@inventor-portal/shared';
import { PageHeader } from '@inventor-portal/shared/ui';
import Stack from '@mui/material/Stack';
import { PasswordSection } from './password-section';
import { TwoFactorSection } from './two-factor/two-factor-section';
import { ProfileSection } from './profile-section';

/** Settings: profile (with photo) and the 'General' password section, each with its own messages. */
export function SettingsView() {
  usePageTitle('Settings');
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <PageHeader title="Settings" description="Manage your profile, photo and password." />
      <ProfileSection />
      <PasswordSection />
      <TwoFactorSection />
    </Stack>
  );
}
