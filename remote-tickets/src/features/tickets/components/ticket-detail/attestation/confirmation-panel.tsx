import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { ConfirmationActions } from './confirmation-actions';
import { InventorShareList } from './inventor-share-list';

interface ConfirmationPanelProps {
  ticket: Ticket;
  selfId?: number;
}

/**
 * Shares and confirmations. The mail's link (`?confirm=1`) lands here: the panel is scrolled
 * to and focused, so the Confirm and Decline buttons are the next thing a keyboard reaches.
 */
export function ConfirmationPanel({ ticket, selfId }: ConfirmationPanelProps) {
  const { t } = useTicketsTranslation();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const [params] = useSearchParams();
  const fromMail = params.get('confirm') === '1';
  const [answered, setAnswered] = useState(false);
  const mine = ticket.confirmations.find((c) => c.inventor === selfId);
  const confirmed = ticket.confirmations.filter((c) => c.state === 'confirmed').length;
  const total = ticket.confirmations.length;

  useEffect(() => {
    if (!fromMail || !panel.current) return;
    panel.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    panel.current.focus({ preventScroll: true });
  }, [fromMail]);

  return (
    <Paper
      ref={panel}
      component="section"
      aria-labelledby={headingId}
      tabIndex={-1}
      variant="outlined"
      sx={{ p: 2.5, outline: 'none', '&:focus-visible': { boxShadow: 3 } }}
      data-testid="confirmation-panel"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {t('attestation.title')}
        </Typography>
        {total > 0 ? (
          <Typography color="text.secondary">
            {t('attestation.summary', { confirmed, total })}
          </Typography>
        ) : null}
      </Stack>
      {ticket.contributions.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('attestation.noSplit')}
        </Typography>
      ) : null}
      <InventorShareList ticket={ticket} selfId={selfId} />
      {!ticket.is_draft && mine?.state === 'pending' ? (
        <ConfirmationActions
          ticketId={ticket.id}
          version={ticket.version}
          onAnswered={() => setAnswered(true)}
        />
      ) : null}
      {answered && mine && mine.state !== 'pending' ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setAnswered(false)}>
          {t(
            mine.state === 'confirmed'
              ? 'attestation.confirmedNotice'
              : 'attestation.declinedNotice',
          )}
        </Alert>
      ) : null}
      {fromMail && mine && mine.state !== 'pending' && !answered ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('attestation.alreadyAnswered')}
        </Alert>
      ) : null}
    </Paper>
  );
}
