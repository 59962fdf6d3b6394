import { useEnableTwoFactorMutation } from '@inventor-portal/shared';
import type { TwoFactorSetup } from '@inventor-portal/shared/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useStatusText } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import { errorStatus, type AccountStatus } from '@remote-account/lib/account-status';
import { groupSecret, qrCodeImageUrl } from '../../lib/two-factor';

interface Props {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type) the new secret, then confirm a code of it: `2fa/enable` turns it on. */
export function SetUpPanel({ setup, onEnabled, onCancel }: Props) {
  const { t } = useAccountTranslation();
  const statusText = useStatusText();
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AccountStatus>(null);

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
      const result = await enable({ code: code.replace(/\s+/g, ''), password }).unwrap();
      onEnabled(result.recovery_codes);
    } catch (failure) {
      setError(errorStatus(failure, 'settings.twoFactor.setUpPanel.enableFailed'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('settings.twoFactor.setUpPanel.formLabel')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Stack spacing={2}>
        <Typography variant="body2">{t('settings.twoFactor.setUpPanel.scan')}</Typography>
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
              alt={t('settings.twoFactor.setUpPanel.qrAlt')}
              sx={{ width: '100%', height: '100%', display: 'block' }}
            />
          ) : null}
        </Box>
        <Typography variant="body2">
          {t('settings.twoFactor.setUpPanel.cantScan')}{' '}
          <Box
            component="code"
            data-testid="two-factor-secret"
            aria-label={t('settings.twoFactor.setUpPanel.keyLabel')}
            sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}
          >
            {groupSecret(setup.secret)}
          </Box>
        </Typography>
        <Typography variant="body2">{t('settings.twoFactor.setUpPanel.confirm')}</Typography>
        <TextField
          label={t('settings.twoFactor.setUpPanel.codeLabel')}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          required
          sx={{ maxWidth: 240 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16, spellCheck: false } }}
        />
        <TextField
          label={t('settings.twoFactor.setUpPanel.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText={t('settings.twoFactor.setUpPanel.passwordHint')}
          required
          sx={{ maxWidth: 400 }}
        />
        {error ? (
          <Alert severity="error" role="alert">
            {statusText(error)}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={isLoading || !code.trim() || !password}
          >
            {isLoading
              ? t('settings.twoFactor.setUpPanel.enabling')
              : t('settings.twoFactor.setUpPanel.enable')}
          </Button>
          <Button onClick={onCancel} disabled={isLoading}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
