import {
  useGetSignInSettingsQuery,
  useRemovePortalPasswordMutation,
} from '@inventor-portal/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AccountFormMessage } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import { errorStatus, successStatus, type AccountStatus } from '@remote-account/lib/account-status';

/**
 * Settings' 'How you sign in' section (API.md Part 3): how this session was opened, the campus
 * providers linked to the account and whether it has a portal password. A linked account with
 * a password may keep it (a second way in) or remove it, after a confirmation.
 */
export function SignInSection() {
  const { t } = useAccountTranslation();
  const { data } = useGetSignInSettingsQuery();
  const [removePassword, { isLoading: removing }] = useRemovePortalPasswordMutation();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<AccountStatus>(null);
  if (!data) return null;

  const labelOf = (id: string) => data.providers.find((p) => p.id === id)?.label ?? id;
  const viaProvider = data.sign_in_method.startsWith('sso:');
  const labels = data.providers.map((p) => p.label).join(', ');

  const remove = async () => {
    setStatus(null);
    try {
      await removePassword().unwrap();
      setConfirming(false);
      setStatus(successStatus('settings.signIn.removed'));
    } catch (failure) {
      setStatus(errorStatus(failure, 'settings.signIn.removeFailed'));
    }
  };

  return (
    <Card component="section" aria-labelledby="sign-in-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="sign-in-settings-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('settings.signIn.heading')}
        </Typography>
        <Stack spacing={1.5}>
          <Typography>
            {viaProvider
              ? t('settings.signIn.sessionProvider', {
                  label: labelOf(data.sign_in_method.slice('sso:'.length)),
                })
              : t('settings.signIn.sessionPassword')}
          </Typography>
          <Typography>
            {data.providers.length > 0
              ? t('settings.signIn.linked', { labels })
              : t('settings.signIn.notLinked')}
          </Typography>
          <Typography>
            {data.has_password ? t('settings.signIn.hasPassword') : t('settings.signIn.noPassword')}
          </Typography>
          {data.providers.length > 0 && data.has_password ? (
            confirming ? (
              <Alert
                severity="warning"
                role="group"
                aria-labelledby="remove-password-question"
                sx={{ '& .MuiAlert-message': { width: '100%' } }}
              >
                <Typography id="remove-password-question" sx={{ mb: 1.5 }}>
                  {t('settings.signIn.confirm', { labels })}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button
                    variant="contained"
                    color="warning"
                    disabled={removing}
                    onClick={() => void remove()}
                  >
                    {removing ? t('settings.signIn.removing') : t('settings.signIn.remove')}
                  </Button>
                  <Button variant="outlined" onClick={() => setConfirming(false)} autoFocus>
                    {t('settings.signIn.keep')}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Stack spacing={1}>
                <Typography color="text.secondary">{t('settings.signIn.choice')}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button
                    variant="outlined"
                    color="warning"
                    onClick={() => {
                      setStatus(null);
                      setConfirming(true);
                    }}
                  >
                    {t('settings.signIn.removeStart')}
                  </Button>
                </Stack>
              </Stack>
            )
          ) : null}
          <AccountFormMessage status={status} />
        </Stack>
      </CardContent>
    </Card>
  );
}
