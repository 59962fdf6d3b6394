import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  getErrorMessage,
  isTwoFactorRequired,
  useLoginMutation,
  usePageTitle,
} from '@inventor-portal/shared';
import { homePathOf } from '../../auth/roles';
import { paths } from '../../config/paths';
import { getHostConfig } from '../../config/runtime-config';
import { useHostTranslation } from '../../i18n';
import { AuthLayout } from '../auth-layout/auth-layout';
import { AuthTextField } from '../auth-layout/auth-text-field';
import { loadLoginSchema } from './load-login-schema';
import { SsoButtons, SsoError } from './sso-sign-in';
import { loadTwoFactorStep, TwoFactorStep } from './lazy-two-factor-step';

/** The page the guard sent the visitor from (`state.from`), as the campus sign-in's `next`. */
function fromPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** What the form needs once the user types: the login schema and the code step. */
function prefetchSignIn(): void {
  void loadLoginSchema().catch(() => undefined);
  void loadTwoFactorStep().catch(() => undefined);
}

/**
 * /login (spec Login). Campus sign-in buttons come first when providers are configured, and
 * `?sso_error=<code>` (a refused campus sign-in) shows its sentence. The old signup mode was unreachable and is left out. On an account with
 * two-factor sign-in the server answers the right password with `two_factor_required` and no
 * session: the page then asks for the code and sends email, password and code together.
 */
export function LoginPage() {
  const { t } = useHostTranslation();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const ssoError = searchParams.get('sso_error');
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The code step: null until the server asks for a second factor. */
  const [code, setCode] = useState<string | null>(null);

  const submitCode = async (typed: string) => {
    try {
      const result = await login({ email, password, code: typed.replace(/\s+/g, '') }).unwrap();
      // Asked again only if the account changed in between: stay on the code step.
      if (!isTwoFactorRequired(result)) navigate(homePathOf(result), { replace: true });
    } catch (failure) {
      setError(getErrorMessage(failure, t('login.failed'), ['detail']));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (code !== null) {
      await submitCode(code);
      return;
    }
    const schema = await loadLoginSchema().catch((failure: unknown) => {
      setError(getErrorMessage(failure, t('login.failed')));
      return null;
    });
    if (!schema) return;
    const parsed = schema.safeParse({ email, password });
    if (!parsed.success) {
      setError(t('login.fillAllFields'));
      return;
    }
    try {
      const result = await login(parsed.data).unwrap();
      if (isTwoFactorRequired(result)) setCode('');
      else navigate(homePathOf(result), { replace: true });
    } catch (failure) {
      setError(getErrorMessage(failure, t('login.failed'), ['detail']));
    }
  };

  // The disabled Login button blocks Enter's implicit submit: say why instead of doing nothing.
  const onKeyDown = (event: KeyboardEvent) => {
    if (code !== null) return;
    if (event.key === 'Enter' && !isLoading && (!email.trim() || !password)) {
      event.preventDefault();
      setError(t('login.fillAllFields'));
    }
  };

  return (
    <AuthLayout heading={t('login.heading')} subheading={t('login.subheading')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} onKeyDown={onKeyDown}>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : (
            <SsoError code={code === null ? ssoError : null} />
          )}
          {code !== null ? (
            <Suspense fallback={null}>
              <TwoFactorStep
                code={code}
                busy={isLoading}
                onCodeChange={setCode}
                onBack={() => {
                  setCode(null);
                  setError(null);
                }}
              />
            </Suspense>
          ) : (
            <>
              <SsoButtons next={fromPath(location.state)} />
              <AuthTextField
                label={t('login.email')}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  prefetchSignIn();
                }}
                autoFocus
              />
              <AuthTextField
                label={t('login.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  prefetchSignIn();
                }}
              />
              <Box sx={{ textAlign: 'right' }}>
                <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
                  {t('login.forgotPassword')}
                </Link>
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isLoading || !email || !password}
              >
                {isLoading ? t('login.submitting') : t('login.submit')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('login.noAccount')}{' '}
                <Link href={getHostConfig().signUpUrl} target="_blank" rel="noopener noreferrer">
                  {t('login.signUp')}
                </Link>
              </Typography>
            </>
          )}
        </Stack>
      </Box>
    </AuthLayout>
  );
}
