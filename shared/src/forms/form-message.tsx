import Alert from '@mui/material/Alert';

export type FormStatus = { kind: 'success' | 'error'; text: string } | null;

/**
 * The one success or error line of a form (each form keeps its own status): an error is an
 * alert, a success a polite status.
 */
export function FormMessage({ status }: { status: FormStatus }) {
  if (!status) return null;
  return (
    <Alert
      severity={status.kind}
      role={status.kind === 'error' ? 'alert' : 'status'}
      sx={{ mt: 2 }}
    >
      {status.text}
    </Alert>
  );
}
