import { useDisableTwoFactorMutation } from '@inventor-portal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useStatusText } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import { errorStatus, type AccountStatus } from '@remote-account/lib/account-status';

interface Props {
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning two-factor sign-in off takes the password and a code (or a recovery code). */
export function DisablePanel({ onDisabled, onCancel }: Props) {
  const { t } = useAccountTranslation();
  const statusText = useStatusText();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<AccountStatus>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await disable({ password, code: code.replace(/\s+/g, '') }).unwrap();
      onDisabled();
    } catch (failure) {
      setError(errorStatus(failure, 'settings.twoFactor.disablePanel.failed'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('settings.twoFactor.disablePanel.formLabel')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <TextField
          label={t('settings.twoFactor.disablePanel.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <TextField
          label={t('settings.twoFactor.disablePanel.code')}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          helperText={t('settings.twoFactor.disablePanel.codeHint')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 64, spellCheck: false } }}
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
            color="error"
            disabled={isLoading || !password || !code.trim()}
          >
            {isLoading
              ? t('settings.twoFactor.disablePanel.disabling')
              : t('settings.twoFactor.disablePanel.submit')}
          </Button>
          <Button onClick={onCancel} disabled={isLoading}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
