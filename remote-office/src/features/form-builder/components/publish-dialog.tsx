import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useOfficeTranslation } from '@remote-office/i18n';

interface PublishDialogProps {
  open: boolean;
  /** The draft being published (null: not saved yet, it is saved first). */
  version: number | null;
  /** The version published now, and how many tickets answer it. */
  current: { version: number; tickets: number } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Says what publishing changes, for new tickets and for those already in progress. */
export function PublishDialog({
  open,
  version,
  current,
  busy,
  onCancel,
  onConfirm,
}: PublishDialogProps) {
  const { t } = useOfficeTranslation();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="publish-dialog-title"
    >
      <DialogTitle id="publish-dialog-title">
        {version === null
          ? t('formBuilder.publish.titleNew')
          : t('formBuilder.publish.title', { version })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          {t('formBuilder.publish.newTickets')}
        </DialogContentText>
        <DialogContentText>
          {current
            ? t('formBuilder.publish.inProgress', {
                version: current.version,
                count: current.tickets,
              })
            : t('formBuilder.publish.firstVersion')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('formBuilder.publish.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t('formBuilder.publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
