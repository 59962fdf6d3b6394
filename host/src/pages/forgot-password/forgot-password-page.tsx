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
import { AuthLayout } from '../auth-layout/auth-layout';
import { AuthTextField } from '../auth-layout/auth-text-field';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** /forgot-password: asks the server to mail a reset link. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await requestReset({ email: email.trim() }).unwrap();
      setOutcome({
        kind: 'success',
        message: 'Password reset email sent! Please check your inbox.',
      });
    } catch (failure) {
      setOutcome({
        kind: 'error',
        message: getErrorMessage(failure, 'Failed to send reset email.', [
          'email',
          'detail',
          'non_field_errors',
        ]),
      });
    }
  };

  return (
    <AuthLayout
      heading="Forgot Password"
      subheading="Enter your email and we will send you a reset link."
    >
      <Box component="form" onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2}>
          {outcome ? (
            <Alert severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
              {outcome.message}
            </Alert>
          ) : null}
          <AuthTextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Link
            component={RouterLink}
            to={paths.login}
            variant="body2"
            sx={{ textAlign: 'center' }}
          >
            Back to login
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
