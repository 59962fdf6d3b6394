import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { getErrorMessage } from '@inventor-portal/shared';
import { ATTESTATION_LIMITS } from '@inventor-portal/shared/schemas';
import { useId, useState, type FormEvent } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import {
  isStaleVersion,
  useDeclineTicketMutation,
} from '@remote-tickets/features/tickets/api/attestation-api';

interface DeclineDialogProps {
  ticketId: number;
  /** The ticket's `version` on screen (API.md Part 3). */
  version: string;
  open: boolean;
  onClose: () => void;
  onDeclined: () => void;
}

const MAX = ATTESTATION_LIMITS.declineReason;

/** Asks why (1–500 characters) before declining; the submitter and the office read it. */
export function DeclineDialog({
  ticketId,
  version,
  open,
  onClose,
  onDeclined,
}: DeclineDialogProps) {
  const { t } = useTicketsTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [declineTicket, { isLoading }] = useDeclineTicketMutation();
  const empty = reason.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (empty) return;
    setFailure(null);
    try {
      await declineTicket({ id: ticketId, version, reason: reason.trim() }).unwrap();
      setReason('');
      setTried(false);
      onDeclined();
    } catch (error) {
      // A stale version: the ticket behind is fetched again; the reason stays for a second try.
      setFailure(
        isStaleVersion(error)
          ? t('attestation.staleVersion')
          : getErrorMessage(error, t('attestation.declineFailure')),
      );
    }
  };

  const error = tried && empty ? t('attestation.declineDialog.required') : failure;
  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('attestation.declineDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('attestation.declineDialog.intro')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label={t('attestation.declineDialog.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error !== null && error !== undefined}
            helperText={error ?? `${reason.length}/${MAX}`}
            slotProps={{ htmlInput: { maxLength: MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('attestation.declineDialog.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={isLoading}>
            {isLoading
              ? t('attestation.declineDialog.declining')
              : t('attestation.declineDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
