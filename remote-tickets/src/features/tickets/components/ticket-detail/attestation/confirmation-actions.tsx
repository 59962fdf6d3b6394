import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@inventor-portal/shared';
import { useState } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useConfirmTicketMutation } from '@remote-tickets/features/tickets/api/attestation-api';
import { DeclineDialog } from './decline-dialog';

/** The signed-in co-inventor's answer while it is pending: Confirm, or Decline with a reason. */
interface ConfirmationActionsProps {
  ticketId: number;
  onAnswered: () => void;
}

export function ConfirmationActions({ ticketId, onAnswered }: ConfirmationActionsProps) {
  const { t } = useTicketsTranslation();
  const [confirmTicket, { isLoading }] = useConfirmTicketMutation();
  const [declining, setDeclining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await confirmTicket(ticketId).unwrap();
      onAnswered();
    } catch (error) {
      setFailure(getErrorMessage(error, t('attestation.confirmFailure')));
    }
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography>{t('attestation.askYou')}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="contained"
          color="success"
          onClick={() => void confirm()}
          disabled={isLoading}
        >
          {isLoading ? t('attestation.confirming') : t('attestation.confirm')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setDeclining(true)}
          disabled={isLoading}
        >
          {t('attestation.decline')}
        </Button>
      </Stack>
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <DeclineDialog
        ticketId={ticketId}
        open={declining}
        onClose={() => setDeclining(false)}
        onDeclined={() => {
          setDeclining(false);
          onAnswered();
        }}
      />
    </Stack>
  );
}
