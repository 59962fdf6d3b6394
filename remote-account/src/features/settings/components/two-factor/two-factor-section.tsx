import { useGetMeQuery, useSetUpTwoFactorMutation } from '@inventor-portal/shared';
import type { TwoFactorSetup } from '@inventor-portal/shared/schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useStatusText } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import { errorStatus, successStatus, type AccountStatus } from '@remote-account/lib/account-status';
import { isTwoFactorEnabled } from '../../lib/two-factor';
import { DisablePanel } from './disable-panel';
import { RecoveryCodes } from './recovery-codes';
import { SetUpPanel } from './set-up-panel';

type Step =
  | { kind: 'idle' }
  | { kind: 'set-up'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/**
 * Settings' 'Two-factor authentication' section. The status is `me.two_factor_enabled`; the
 * set-up and disable calls invalidate `me`, so it follows. The recovery codes stay on screen
 * after `me` says "on", until the user leaves them with Done.
 */
export function TwoFactorSection() {
  const { t } = useAccountTranslation();
  const statusText = useStatusText();
  const { data: user } = useGetMeQuery();
  const enabled = isTwoFactorEnabled(user);
  const [setUp, { isLoading: starting }] = useSetUpTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [message, setMessage] = useState<AccountStatus>(null);

  const start = async () => {
    setMessage(null);
    try {
      setStep({ kind: 'set-up', setup: await setUp().unwrap() });
    } catch (failure) {
      setMessage(errorStatus(failure, 'settings.twoFactor.setUpFailed'));
    }
  };

  const body = () => {
    if (step.kind === 'codes')
      return <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
    if (step.kind === 'set-up' && !enabled)
      return (
        <SetUpPanel
          setup={step.setup}
          onEnabled={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      );
    if (step.kind === 'disable' && enabled)
      return (
        <DisablePanel
          onDisabled={() => {
            setStep({ kind: 'idle' });
            setMessage(successStatus('settings.twoFactor.turnedOff'));
          }}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      );
    return enabled ? (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{t('settings.twoFactor.on')}</Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            setMessage(null);
            setStep({ kind: 'disable' });
          }}
        >
          {t('settings.twoFactor.disable')}
        </Button>
      </Stack>
    ) : (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{t('settings.twoFactor.off')}</Typography>
        <Button variant="contained" onClick={() => void start()} disabled={starting || !user}>
          {starting ? t('settings.twoFactor.starting') : t('settings.twoFactor.setUp')}
        </Button>
      </Stack>
    );
  };

  return (
    <Card component="section" aria-labelledby="two-factor-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="two-factor-settings-heading" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('settings.twoFactor.heading')}
        </Typography>
        {message ? (
          <Alert
            severity={message.kind}
            role={message.kind === 'error' ? 'alert' : 'status'}
            sx={{ mb: 2 }}
          >
            {statusText(message)}
          </Alert>
        ) : null}
        {body()}
      </CardContent>
    </Card>
  );
}
