import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

export const TWO_FACTOR_HINT =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

interface Props {
  code: string;
  busy: boolean;
  onCodeChange: (code: string) => void;
  onBack: () => void;
}

/**
 * The second step of /login on an account with two-factor sign-in: the password was right and
 * the server asked for a code (`two_factor_required`). Built from the same MUI parts as
 * AuthTextField, so /login's first load gains no module. The field is text, not number: a
 * recovery code (`xxxxx-xxxxx`) goes in the same place; `inputMode` still brings the digit
 * keyboard on phones, and `one-time-code` lets the browser offer a code it received.
 */
export function TwoFactorStep({ code, busy, onCodeChange, onBack }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Stack spacing={2}>
      <FormControl variant="outlined" fullWidth required>
        <InputLabel htmlFor={id}>Two-factor code</InputLabel>
        <OutlinedInput
          id={id}
          label="Two-factor code"
          name="code"
          type="text"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          inputProps={{
            inputMode: 'numeric',
            maxLength: 64,
            'aria-describedby': hintId,
            spellCheck: false,
          }}
        />
        <FormHelperText id={hintId}>{TWO_FACTOR_HINT}</FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={busy || !code.trim()}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="text" onClick={onBack} disabled={busy}>
        Back
      </Button>
    </Stack>
  );
}
