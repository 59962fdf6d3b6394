import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadRecoveryCodes } from '../../lib/two-factor';

export const RECOVERY_CODES_WARNING =
  'Save these recovery codes now: they will not be shown again. Each one signs you in once if you lose your authenticator app.';

interface Props {
  codes: readonly string[];
  onDone: () => void;
}

/** The 10 recovery codes `2fa/enable` answered, shown this once, to copy or download. */
export function RecoveryCodes({ codes, onDone }: Props) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        Two-factor authentication is on.
      </Alert>
      <Alert severity="warning">{RECOVERY_CODES_WARNING}</Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          pl: 5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          columnCount: { xs: 1, sm: 2 },
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outlined" onClick={() => downloadRecoveryCodes(codes)}>
          Download codes
        </Button>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
        {copied !== null ? (
          <Typography role="status" variant="body2" color={copied ? 'success.main' : 'error'}>
            {copied ? 'Copied.' : 'Copy failed: select the codes or download them.'}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
