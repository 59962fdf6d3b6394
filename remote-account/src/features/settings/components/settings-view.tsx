import { useGetMeQuery, useGetSignInSettingsQuery, usePageTitle } from '@inventor-portal/shared';
import { PageHeader } from '@inventor-portal/shared/ui';
import Stack from '@mui/material/Stack';
import { useAccountTranslation } from '@remote-account/i18n';
import { LanguageSection } from './language-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { SignInSection } from './sign-in-section';
import { ProfileSection } from './profile-section';
import { TwoFactorSection } from './two-factor/two-factor-section';

/**
 * Settings: profile (with photo; accounts with an inventor record), how the account signs in
 * (campus sign-in, keeping or removing the portal password), the 'General' password section
 * (not for an account without a password), language, notifications and two-factor sign-in,
 * each with its own messages.
 */
export function SettingsView() {
  const { t } = useAccountTranslation();
  usePageTitle(t('settings.pageTitle'));
  // The profile is an inventor record's: an office account may have none (API.md Part 2).
  const { data: me } = useGetMeQuery();
  // An account that signs in through its institution only has no password to change.
  const { data: signIn } = useGetSignInSettingsQuery();
  const hasProfile = me?.inventor !== null;
  // The server refuses the notification settings (403) until a generated password is changed
  // and, for office staff, until two-factor sign-in is on: the section waits for both.
  const setUp =
    me != null &&
    me.inventor?.must_change_password !== true &&
    !(me.role === 'office' && !me.two_factor_enabled && !me.sign_in_method?.startsWith('sso:'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <PageHeader title={t('settings.heading')} description={t('settings.description')} />
      {hasProfile ? <ProfileSection /> : null}
      <SignInSection />
      {signIn?.has_password === false ? null : <PasswordSection />}
      <LanguageSection />
      {setUp ? <NotificationsSection /> : null}
      <TwoFactorSection />
    </Stack>
  );
}
