import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { ssoLoginUrl } from '@inventor-portal/shared';
import type { SsoProviderSummary } from '@inventor-portal/shared/schemas';
import { useHostTranslation } from '../../i18n';

interface Props {
  providers: SsoProviderSummary[];
  next: string | null;
}

/**
 * One "Sign in with <label>" button per provider, then the "or" divider above the password
 * form (sso-sign-in.tsx decides whether there are any). A button is a link: the server answers
 * it with a redirect to the provider.
 */
export function SsoProviderButtons({ providers, next }: Props) {
  const { t } = useHostTranslation();
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
