import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { mustChangePassword, mustSetUpTwoFactor } from '../auth/roles';
import { useCurrentUser } from '../auth/use-current-user';
import { useHostTranslation } from '../i18n';

/**
 * Shown above the page while the account still uses the password it was given (a manager
 * created it, and the password travelled by mail), or while an office account has not turned on
 * two-factor sign-in: the guard keeps the user on /settings meanwhile.
 */
export function PasswordChangeNotice() {
  const { t } = useHostTranslation();
  const { user } = useCurrentUser();
  const notice = mustChangePassword(user)
    ? 'passwordNotice'
    : mustSetUpTwoFactor(user)
      ? 'twoFactorNotice'
      : null;
  if (!notice) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t(`${notice}.title`)}</AlertTitle>
      {t(`${notice}.text`)}
    </Alert>
  );
}
