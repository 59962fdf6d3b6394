import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@inventor-portal/shared';
import { useState } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import {
  isStaleVersion,
  useConfirmTicketMutation,
} from '@remote-tickets/features/tickets/api/attestation-api';
import { DeclineDialog } from './decline-dialog';

/** The signed-in co-inventor's answer while it is pending: Confirm, or Decline with a reason. */
interface ConfirmationActionsProps {
  ticketId: number;
  /** The ticket's `version` on screen: the one the inventor confirms or declines. */
  version: string;
  onAnswered: () => void;
}

export function ConfirmationActions({ ticketId, version, onAnswered }: ConfirmationActionsProps) {
  const { t } = useTicketsTranslation();
  const [confirmTicket, { isLoading }] = useConfirmTicketMutation();
  const [declining, setDeclining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await confirmTicket({ id: ticketId, version }).unwrap();
      onAnswered();
    } catch (error) {
      // A stale version: the ticket is fetched again, so the page now shows the new one.
      setFailure(
        isStaleVersion(error)
          ? t('attestation.staleVersion')
          : getErrorMessage(error, t('attestation.confirmFailure')),
      );
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
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <DeclineDialog
        ticketId={ticketId}
        version={version}
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
