import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAccountTranslation } from '@remote-account/i18n';
import { downloadRecoveryCodes } from '../../lib/two-factor';

interface Props {
  codes: readonly string[];
  onDone: () => void;
}

/** The 10 recovery codes `2fa/enable` answered, shown this once, to copy or download. */
export function RecoveryCodes({ codes, onDone }: Props) {
  const { t } = useAccountTranslation();
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
        {t('settings.twoFactor.recoveryCodes.on')}
      </Alert>
      <Alert severity="warning">{t('settings.twoFactor.recoveryCodes.warning')}</Alert>
      <Box
        component="ol"
        aria-label={t('settings.twoFactor.recoveryCodes.listLabel')}
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
          {t('settings.twoFactor.recoveryCodes.copy')}
        </Button>
        <Button variant="outlined" onClick={() => downloadRecoveryCodes(codes)}>
          {t('settings.twoFactor.recoveryCodes.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('settings.twoFactor.recoveryCodes.done')}
        </Button>
        {copied !== null ? (
          <Typography role="status" variant="body2" color={copied ? 'success.main' : 'error'}>
            {copied
              ? t('settings.twoFactor.recoveryCodes.copied')
              : t('settings.twoFactor.recoveryCodes.copyFailed')}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
