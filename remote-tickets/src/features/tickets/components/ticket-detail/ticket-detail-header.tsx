import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetMeQuery } from '@inventor-portal/shared';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@remote-tickets/config/paths';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { canEditTicket } from '../../lib/can-edit-ticket';
import { DeleteTicketButton } from './delete-ticket-button';
import { TicketStatus } from './ticket-status';

interface TicketDetailHeaderProps {
  ticket: Ticket;
  onDeleteFailedChange: (failed: boolean) => void;
}

/**
 * Title, draft and status badges, and the actions. Only the submitter edits, only while pending
 * or while the office asks for more information (API.md Part 2).
 */
export function TicketDetailHeader({ ticket, onDeleteFailedChange }: TicketDetailHeaderProps) {
  const { t } = useTicketsTranslation();
  const navigate = useNavigate();
  const { data: me } = useGetMeQuery();
  const canEdit = canEditTicket(ticket, me?.inventor?.id);

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={paths.tickets}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('detail.backToTickets')}
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack spacing={1}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {ticket.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {ticket.is_draft && <Chip label={t('ticket.draft')} variant="outlined" />}
            <TicketStatus status={ticket.status} />
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {canEdit && (
            <Button
              onClick={() => navigate(paths.editTicket(ticket.id))}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
            >
              {t('detail.edit')}
            </Button>
          )}
          <DeleteTicketButton ticketId={ticket.id} onFailedChange={onDeleteFailedChange} />
        </Stack>
      </Stack>
    </Stack>
  );
}
