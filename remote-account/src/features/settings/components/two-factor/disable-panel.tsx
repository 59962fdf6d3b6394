import { getErrorMessage, useDisableTwoFactorMutation } from '@inventor-portal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

export const DISABLE_FAILED = 'Two-factor authentication could not be turned off.';

interface Props {
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning two-factor sign-in off takes the password and a code (or a recovery code). */
export function DisablePanel({ onDisabled, onCancel }: Props) {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await disable({ password, code: code.replace(/\s+/g, '') }).unwrap();
      onDisabled();
    } catch (failure) {
      setError(getErrorMessage(failure, DISABLE_FAILED));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Disable two-factor authentication"
      onSubmit={(e) => void onSubmit(e)}
    >
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <TextField
          label="Two-factor code"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          helperText="A code from your authenticator app, or a recovery code."
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 64, spellCheck: false } }}
        />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={isLoading || !password || !code.trim()}
          >
            {isLoading ? 'Disabling...' : 'Disable two-factor authentication'}
          </Button>
          <Button onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
