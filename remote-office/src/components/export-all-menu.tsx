import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportFormat } from '@inventor-portal/shared/export';
import { ExportMenu } from '@inventor-portal/shared/ui';
import { useState } from 'react';

interface ExportAllMenuProps {
  /** Fetches every row under the current filters and downloads the file. */
  onExport: (format: ExportFormat) => Promise<void>;
  disabled?: boolean;
  /** 'Preparing the export…' while the pages are fetched, and the failure message. */
  labels: { preparing: string; failed: string };
}

/**
 * The shared 'Export' menu (CSV, Excel) for a server-paged list: the file holds every row the
 * filters select, on every page, not only the page shown. Says so while it works, and when it
 * fails.
 */
export function ExportAllMenu({ onExport, disabled = false, labels }: ExportAllMenuProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async (format: ExportFormat) => {
    setState('busy');
    try {
      await onExport(format);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ExportMenu disabled={disabled || state === 'busy'} onExport={(format) => void run(format)} />
      <Typography variant="body2" color="text.secondary" role="status">
        {state === 'busy' ? labels.preparing : ''}
      </Typography>
      {state === 'failed' ? (
        <Alert severity="error" role="alert" onClose={() => setState('idle')} sx={{ py: 0 }}>
          {labels.failed}
        </Alert>
      ) : null}
    </Stack>
  );
}
