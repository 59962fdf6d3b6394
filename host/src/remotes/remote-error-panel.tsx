import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useHostTranslation } from '../i18n';
import { IncompatibleRemoteError } from './remote-contract';

interface RemoteErrorPanelProps {
  /** The module's name on screen, in the page's language. */
  name: string;
  error: Error;
  onRetry: () => void;
}

/**
 * Shown in place of a remote that could not be loaded; Retry tries again without a reload. A
 * remote built for another major of `shared` says so, with both versions.
 */
export function RemoteErrorPanel({ name, error, onRetry }: RemoteErrorPanelProps) {
  const { t } = useHostTranslation();
  return (
    <Box>
      {/* The module's name as the screen's h1: the remote that failed would have brought it. */}
      <Typography variant="h1" sx={{ mb: 2 }}>
        {name}
      </Typography>
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            {t('remotes.retry')}
          </Button>
        }
      >
        {error instanceof IncompatibleRemoteError ? (
          <>
            <AlertTitle>{t('remotes.incompatible', { name })}</AlertTitle>
            {t('remotes.incompatibleDetail', {
              name,
              remoteVersion: error.remoteVersion,
              portalVersion: error.portalVersion,
            })}
          </>
        ) : (
          <>
            <AlertTitle>{t('remotes.failed', { name })}</AlertTitle>
            {t('remotes.unavailable')}
          </>
        )}
      </Alert>
    </Box>
  );
}
