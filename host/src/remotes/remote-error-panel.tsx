import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import { IncompatibleRemoteError } from './remote-contract';

interface RemoteErrorPanelProps {
  label: string;
  error: Error;
  onRetry: () => void;
}

/**
 * Shown in place of a remote that could not be loaded; Retry tries again without a reload. A
 * remote built for another major of `shared` says so, with both versions.
 */
export function RemoteErrorPanel({ label, error, onRetry }: RemoteErrorPanelProps) {
  const incompatible = error instanceof IncompatibleRemoteError;
  return (
    <Box>
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>
          {incompatible
            ? `${label} is not compatible with this portal`
            : `${label} could not be loaded`}
        </AlertTitle>
        {incompatible
          ? `${error.message}. The rest of the portal keeps working.`
          : 'This part of the portal is unavailable right now. The rest of the portal keeps working; try again in a moment.'}
      </Alert>
    </Box>
  );
}
