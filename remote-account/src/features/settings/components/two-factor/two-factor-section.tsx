import { getErrorMessage, useGetMeQuery, useSetUpTwoFactorMutation } from '@inventor-portal/shared';
import type { TwoFactorSetup } from '@inventor-portal/shared/schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isTwoFactorEnabled } from '../../lib/two-factor';
import { DisablePanel } from './disable-panel';
import { RecoveryCodes } from './recovery-codes';
import { SetUpPanel } from './set-up-panel';

export const SETUP_FAILED = 'Two-factor set-up could not start.';
export const TWO_FACTOR_OFF =
  'Two-factor authentication is off. Turn it on to ask for a code from an authenticator app at every sign-in.';
export const TWO_FACTOR_ON =
  'Two-factor authentication is on: signing in asks for a code from your authenticator app.';

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
  const { data: user } = useGetMeQuery();
  const enabled = isTwoFactorEnabled(user);
  const [setUp, { isLoading: starting }] = useSetUpTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const start = async () => {
    setMessage(null);
    try {
      setStep({ kind: 'set-up', setup: await setUp().unwrap() });
    } catch (failure) {
      setMessage({ kind: 'error', text: getErrorMessage(failure, SETUP_FAILED) });
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
            setMessage({ kind: 'success', text: 'Two-factor authentication is off.' });
          }}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      );
    return enabled ? (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{TWO_FACTOR_ON}</Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            setMessage(null);
            setStep({ kind: 'disable' });
          }}
        >
          Disable
        </Button>
      </Stack>
    ) : (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{TWO_FACTOR_OFF}</Typography>
        <Button variant="contained" onClick={() => void start()} disabled={starting || !user}>
          {starting ? 'Starting...' : 'Set up'}
        </Button>
      </Stack>
    );
  };

  return (
    <Card component="section" aria-labelledby="two-factor-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="two-factor-settings-heading" variant="h6" component="h2" sx={{ mb: 3 }}>
          Two-factor authentication
        </Typography>
        {message ? (
          <Alert
            severity={message.kind}
            role={message.kind === 'error' ? 'alert' : 'status'}
            sx={{ mb: 2 }}
          >
            {message.text}
          </Alert>
        ) : null}
        {body()}
      </CardContent>
    </Card>
  );
}
