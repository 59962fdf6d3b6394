import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';

interface RemoteErrorPanelProps {
  label: string;
  onRetry: () => void;
}

/** Shown in place of a remote that could not be loaded; Retry tries again without a reload. */
export function RemoteErrorPanel({ label, onRetry }: RemoteErrorPanelProps) {
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
        <AlertTitle>{label} could not be loaded</AlertTitle>
        This part of the portal is unavailable right now. The rest of the portal keeps working; try
        again in a moment.
      </Alert>
    </Box>
  );
}
