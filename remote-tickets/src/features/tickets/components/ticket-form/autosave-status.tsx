import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguage } from '@inventor-portal/shared/i18n';
import type { ReactNode } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import type { AutosaveStatus as Status } from '../../hooks/use-autosave';
import { formatClock } from '../../lib/format-clock';

/** 'Saved at 10:42' / 'Saving…' / 'Not saved — retrying', read out politely as it changes. */
export function AutosaveStatus({ status }: { status: Status }) {
  const { t } = useTicketsTranslation();
  const language = useLanguage();
  let icon: ReactNode = null;
  let text = '';
  let color = 'text.secondary';
  switch (status.kind) {
    case 'saving':
      icon = <SyncIcon fontSize="small" />;
      text = t('autosave.saving');
      break;
    case 'saved':
      icon = <CloudDoneOutlinedIcon fontSize="small" />;
      text = t('autosave.savedAt', { time: formatClock(status.at, language) });
      break;
    case 'device':
      icon = <SaveOutlinedIcon fontSize="small" />;
      text = t('autosave.keptOnDevice', { time: formatClock(status.at, language) });
      break;
    case 'retrying':
      icon = <CloudOffOutlinedIcon fontSize="small" />;
      text = t('autosave.retrying');
      color = 'warning.main';
      break;
    default:
      break;
  }
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', minHeight: 24, color }}
      aria-hidden={text === '' ? true : undefined}
    >
      {icon}
      <Typography variant="body2" color="inherit" role="status" aria-live="polite">
        {text}
      </Typography>
    </Stack>
  );
}
