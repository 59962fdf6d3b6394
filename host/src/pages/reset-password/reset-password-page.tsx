import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  getErrorMessage,
  useConfirmPasswordResetMutation,
  usePageTitle,
} from '@inventor-portal/shared';
import { paths } from '../../config/paths';
import { useHostTranslation } from '../../i18n';
import { AuthLayout } from '../auth-layout/auth-layout';
import { AuthTextField } from '../auth-layout/auth-text-field';

/** Spec §9: after a successful reset the user goes to /login after 2000 ms. */
export const REDIRECT_AFTER_RESET_MS = 2000;

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** /reset-password/:uidb64/:token: sets a new password from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useHostTranslation();
  usePageTitle(t('resetPassword.title'));
  const { uidb64 = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const succeeded = outcome?.kind === 'success';
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = window.setTimeout(() => navigate(paths.login), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (newPassword !== confirmPassword) {
      setOutcome({ kind: 'error', message: t('resetPassword.mismatch') });
      return;
    }
    try {
      await confirmReset({ uidb64, token, new_password: newPassword }).unwrap();
      setOutcome({ kind: 'success', message: t('resetPassword.succeeded') });
    } catch (failure) {
      setOutcome({
        kind: 'error',
        message: getErrorMessage(failure, t('resetPassword.failed'), ['new_password', 'detail']),
      });
    }
  };

  return (
    <AuthLayout heading={t('resetPassword.heading')} subheading={t('resetPassword.subheading')}>
      <Box component="form" onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2}>
          {outcome ? (
            <Alert severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
              {outcome.message}
            </Alert>
          ) : null}
          <AuthTextField
            label={t('resetPassword.newPassword')}
            type="password"
            name="new_password"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            autoFocus
          />
          <AuthTextField
            label={t('resetPassword.confirmPassword')}
            type="password"
            name="confirm_password"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading || succeeded}>
            {isLoading ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </Button>
          <Link
            component={RouterLink}
            to={paths.login}
            variant="body2"
            sx={{ textAlign: 'center' }}
          >
            {t('resetPassword.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
