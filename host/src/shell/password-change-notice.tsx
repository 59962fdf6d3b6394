import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCurrentUser } from '../auth/use-current-user';

/**
 * Shown above the page while the account still uses the password it was given (a manager
 * created it, and the password travelled by mail): the guard keeps the user on /settings.
 */
export function PasswordChangeNotice() {
  const { user } = useCurrentUser();
  if (!user?.inventor.must_change_password) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>Choose your own password</AlertTitle>
      Your account still uses the password it was created with. Set a new one in the General section
      below to open the rest of the portal.
    </Alert>
  );
}
