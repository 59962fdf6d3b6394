import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAccountTranslation } from '@remote-account/i18n';

interface Props {
  email: string;
  password: string;
}

/** The created credentials, shown once; they live only in this component's props, never stored. */
export function CredentialsCard({ email, password }: Props) {
  const { t } = useAccountTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        t('createAccount.credentials.clipboard', { email, password }),
      );
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Alert severity="success" icon={<CheckCircleIcon />} role="status" sx={{ mt: 3 }}>
      <AlertTitle>{t('createAccount.credentials.title')}</AlertTitle>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('createAccount.credentials.email')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, wordBreak: 'break-all' }}
          data-testid="created-email"
        >
          {email}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('createAccount.credentials.password')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}
          data-testid="created-password"
        >
          {password}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {t('createAccount.credentials.sent')}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<ContentCopyIcon />}
        onClick={copy}
        sx={{ mt: 1.5 }}
      >
        {copied === 'yes'
          ? t('createAccount.credentials.copied')
          : t('createAccount.credentials.copy')}
      </Button>
      {copied === 'failed' ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('createAccount.credentials.copyFailed')}
        </Typography>
      ) : null}
    </Alert>
  );
}
