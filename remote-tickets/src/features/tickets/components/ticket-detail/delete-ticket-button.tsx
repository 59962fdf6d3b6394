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
import { useDeleteTicketMutation } from '../../api/tickets-api';

export const DELETE_CONFIRM =
  'Are you sure you want to delete this ticket? This action cannot be undone.';
export const DELETE_FAILURE = 'Failed to delete ticket.';

/** Delete with a confirm dialog; success goes back to /tickets, failure shows an alert. */
interface DeleteTicketButtonProps {
  ticketId: number;
  /** The page shows (and clears) the failure alert. */
  onFailedChange: (failed: boolean) => void;
}

export function DeleteTicketButton({ ticketId, onFailedChange }: DeleteTicketButtonProps) {
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
        Delete
      </Button>
      <Dialog
        open={open}
        onClose={() => !isLoading && setOpen(false)}
        aria-labelledby="delete-ticket-title"
        aria-describedby="delete-ticket-text"
      >
        <DialogTitle id="delete-ticket-title">Delete ticket</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-ticket-text">{DELETE_CONFIRM}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirm()}
            disabled={isLoading}
          >
            {isLoading ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
