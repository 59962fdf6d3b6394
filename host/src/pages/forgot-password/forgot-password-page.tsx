import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  getErrorMessage,
  useRequestPasswordResetMutation,
  usePageTitle,
} from '@inventor-portal/shared';
import { paths } from '../../config/paths';
import { useHostTranslation } from '../../i18n';
import { AuthLayout } from '../auth-layout/auth-layout';
import { AuthTextField } from '../auth-layout/auth-text-field';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** /forgot-password: asks the server to mail a reset link. */
export function ForgotPasswordPage() {
  const { t } = useHostTranslation();
  usePageTitle(t('forgotPassword.title'));
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await requestReset({ email: email.trim() }).unwrap();
      setOutcome({ kind: 'success', message: t('forgotPassword.sent') });
    } catch (failure) {
      setOutcome({
        kind: 'error',
        message: getErrorMessage(failure, t('forgotPassword.failed'), [
          'email',
          'detail',
          'non_field_errors',
        ]),
      });
    }
  };

  return (
    <AuthLayout heading={t('forgotPassword.heading')} subheading={t('forgotPassword.subheading')}>
      <Box component="form" onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2}>
          {outcome ? (
            <Alert severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
              {outcome.message}
            </Alert>
          ) : null}
          <AuthTextField
            label={t('forgotPassword.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
          </Button>
          <Link
            component={RouterLink}
            to={paths.login}
            variant="body2"
            sx={{ textAlign: 'center' }}
          >
            {t('forgotPassword.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
