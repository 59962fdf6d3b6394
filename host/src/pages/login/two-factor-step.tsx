import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useHostTranslation } from '../../i18n';

interface Props {
  code: string;
  busy: boolean;
  onCodeChange: (code: string) => void;
  onBack: () => void;
}

/**
 * The second step of /login on an account with two-factor sign-in: the password was right and
 * the server asked for a code (`two_factor_required`). Built from the same MUI parts as
 * AuthTextField, and fetched apart from /login's first load (lazy-two-factor-step.ts). The
 * field is text, not number: a recovery code (`xxxxx-xxxxx`) goes in the same place;
 * `inputMode` still brings the digit keyboard on phones, and `one-time-code` lets the browser
 * offer a code it received.
 */
export function TwoFactorStep({ code, busy, onCodeChange, onBack }: Props) {
  const { t } = useHostTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Stack spacing={2}>
      <FormControl variant="outlined" fullWidth required>
        <InputLabel htmlFor={id}>{t('twoFactor.code')}</InputLabel>
        <OutlinedInput
          id={id}
          label={t('twoFactor.code')}
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
        <FormHelperText id={hintId}>{t('twoFactor.hint')}</FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={busy || !code.trim()}>
        {busy ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <Button variant="text" onClick={onBack} disabled={busy}>
        {t('twoFactor.back')}
      </Button>
    </Stack>
  );
}
