import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';

export interface ErrorPanelProps {
  message: string;
  /** Shows a 'Retry' button when given. */
  onRetry?: () => void;
  title?: string;
}

/** An error message with an optional 'Retry' button (failed remote, failed load). */
export function ErrorPanel({ message, onRetry, title }: ErrorPanelProps) {
  const { t } = useSharedTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errorPanel.retry')}
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
