import { getErrorMessage, useEnableTwoFactorMutation } from '@inventor-portal/shared';
import type { TwoFactorSetup } from '@inventor-portal/shared/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { groupSecret, qrCodeImageUrl } from '../../lib/two-factor';

export const ENABLE_FAILED = 'Two-factor authentication could not be turned on.';

interface Props {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type) the new secret, then confirm a code of it: `2fa/enable` turns it on. */
export function SetUpPanel({ setup, onEnabled, onCancel }: Props) {
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    qrCodeImageUrl(setup.otpauth_url).then(
      (url) => live && setQr(url),
      // The key below still works when the QR module cannot load.
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [setup.otpauth_url]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await enable({ code: code.replace(/\s+/g, '') }).unwrap();
      onEnabled(result.recovery_codes);
    } catch (failure) {
      setError(getErrorMessage(failure, ENABLE_FAILED));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Set up two-factor authentication"
      onSubmit={(e) => void onSubmit(e)}
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          1. Scan this QR code with an authenticator app (for example Google Authenticator,
          Microsoft Authenticator or FreeOTP).
        </Typography>
        <Box
          sx={{
            width: 200,
            height: 200,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'common.white',
          }}
        >
          {qr ? (
            <Box
              component="img"
              src={qr}
              alt="QR code to scan with your authenticator app"
              sx={{ width: '100%', height: '100%', display: 'block' }}
            />
          ) : null}
        </Box>
        <Typography variant="body2">
          Can&apos;t scan it? Enter this key in the app instead:{' '}
          <Box
            component="code"
            data-testid="two-factor-secret"
            aria-label="Set-up key"
            sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}
          >
            {groupSecret(setup.secret)}
          </Box>
        </Typography>
        <Typography variant="body2">2. Enter the 6-digit code the app shows to confirm.</Typography>
        <TextField
          label="Code from the app"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          required
          sx={{ maxWidth: 240 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16, spellCheck: false } }}
        />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={isLoading || !code.trim()}>
            {isLoading ? 'Enabling...' : 'Enable'}
          </Button>
          <Button onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
