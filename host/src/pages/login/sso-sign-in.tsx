import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { ssoLoginUrl, useGetSsoProvidersQuery } from '@inventor-portal/shared';
import { useLanguage } from '@inventor-portal/shared/i18n';
import { isSsoErrorCode } from '@inventor-portal/shared/schemas';
import { useHostTranslation } from '../../i18n';

/**
 * The login page's campus sign-in (API.md Part 3): one "Sign in with <label>" button per
 * provider, above the password form. A button is a link: the server answers it with a redirect
 * to the provider. `next` (where the guard was sent from) travels with it.
 */
export function SsoButtons({ next }: { next: string | null }) {
  const { t } = useHostTranslation();
  const language = useLanguage();
  const { data } = useGetSsoProvidersQuery(language);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack spacing={1.5} component="nav" aria-label={t('login.sso.heading')}>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={ssoLoginUrl(provider.id, next)}
          variant="outlined"
          size="large"
          fullWidth
          sx={{ textTransform: 'none', textAlign: 'center', overflowWrap: 'anywhere' }}
        >
          {t('login.sso.signInWith', { label: provider.label })}
        </Button>
      ))}
      {/* MUI keeps a divider's text on one line: the French sentence must wrap at 375 px. */}
      <Divider sx={{ '& .MuiDivider-wrapper': { whiteSpace: 'normal', textAlign: 'center' } }}>
        {t('login.sso.or')}
      </Divider>
    </Stack>
  );
}

/** The sentence for `/login?sso_error=<code>` (an unknown code reads as the generic one). */
export function SsoError({ code }: { code: string | null }) {
  const { t } = useHostTranslation();
  if (code === null) return null;
  const known = isSsoErrorCode(code) ? code : 'invalid_response';
  return (
    <Alert severity="error" role="alert">
      {t(`login.sso.errors.${known}`)}
    </Alert>
  );
}
