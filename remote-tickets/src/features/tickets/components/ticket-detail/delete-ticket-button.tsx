import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type TicketsListState } from '@remote-tickets/config/paths';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useDeleteTicketMutation } from '../../api/tickets-api';

/** Delete with a confirm dialog; success goes back to /tickets, failure shows an alert. */
interface DeleteTicketButtonProps {
  ticketId: number;
  /** The page shows (and clears) the failure alert. */
  onFailedChange: (failed: boolean) => void;
}

export function DeleteTicketButton({ ticketId, onFailedChange }: DeleteTicketButtonProps) {
  const { t } = useTicketsTranslation();
  const [open, setOpen] = useState(false);
  const [deleteTicket, { isLoading }] = useDeleteTicketMutation();
  const navigate = useNavigate();

  const confirm = async () => {
    onFailedChange(false);
    try {
      await deleteTicket(ticketId).unwrap();
      setOpen(false);
      const state: TicketsListState = { deletedTicketId: ticketId };
      navigate(paths.tickets, { state });
    } catch {
      setOpen(false);
      onFailedChange(true);
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => {
          onFailedChange(false);
          setOpen(true);
        }}
      >
        {t('delete.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !isLoading && setOpen(false)}
        aria-labelledby="delete-ticket-title"
        aria-describedby="delete-ticket-text"
      >
        <DialogTitle id="delete-ticket-title">{t('delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-ticket-text">{t('delete.confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            {t('delete.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirm()}
            disabled={isLoading}
          >
            {isLoading ? t('delete.deleting') : t('delete.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
