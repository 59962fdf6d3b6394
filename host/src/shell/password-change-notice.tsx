import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCurrentUser } from '../auth/use-current-user';
import { useHostTranslation } from '../i18n';

/**
 * Shown above the page while the account still uses the password it was given (a manager
 * created it, and the password travelled by mail): the guard keeps the user on /settings.
 */
export function PasswordChangeNotice() {
  const { t } = useHostTranslation();
  const { user } = useCurrentUser();
  if (!user?.inventor.must_change_password) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t('passwordNotice.title')}</AlertTitle>
      {t('passwordNotice.text')}
    </Alert>
  );
}
