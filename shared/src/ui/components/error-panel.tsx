import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface ErrorPanelProps {
  message: string;
  /** Shows a 'Retry' button when given. */
  onRetry?: () => void;
  title?: string;
}

/** An error message with an optional 'Retry' button (failed remote, failed load). */
export function ErrorPanel({ message, onRetry, title }: ErrorPanelProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
      sx={{ my: 2, alignItems: 'center' }}
    >
      {title ? <strong style={{ display: 'block' }}>{title}</strong> : null}
      {message}
    </Alert>
  );
}
