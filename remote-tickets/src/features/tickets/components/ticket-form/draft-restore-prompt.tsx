import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@inventor-portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';

interface DraftRestorePromptProps {
  /** 'create': an unsent new ticket; 'edit': unsaved changes to this ticket. */
  kind: 'create' | 'edit';
  title: string;
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the form left unsent on this device; focused so a keyboard user meets it first. */
export function DraftRestorePrompt({
  kind,
  title,
  savedAt,
  onRestore,
  onDiscard,
}: DraftRestorePromptProps) {
  const { t } = useTicketsTranslation();
  const restore = useRef<HTMLButtonElement>(null);
  useEffect(() => restore.current?.focus(), []);
  const name = title.trim() || t('draftRestore.untitled');
  return (
    <Alert
      severity="info"
      icon={<RestoreIcon />}
      role="region"
      aria-label={t(`draftRestore.${kind}.title`)}
    >
      <AlertTitle>{t(`draftRestore.${kind}.title`)}</AlertTitle>
      {t(`draftRestore.${kind}.body`, { title: name, when: formatDateTime(savedAt) })}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button ref={restore} variant="contained" size="small" onClick={onRestore}>
          {t(`draftRestore.${kind}.restore`)}
        </Button>
        <Button color="inherit" size="small" onClick={onDiscard}>
          {t(`draftRestore.${kind}.discard`)}
        </Button>
      </Stack>
    </Alert>
  );
}
