import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken, usePageTitle } from '@inventor-portal/shared';
import { AttachmentsPanel } from '@inventor-portal/shared/attachments';
import { Discussion } from '@inventor-portal/shared/discussion';
import { isOpenTicketStatus } from '@inventor-portal/shared/schemas';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useGetTicketQuery } from '../../api/tickets-api';
import { needsInformation } from '../../lib/can-edit-ticket';
import { formatWhen } from '../../lib/format-when';
import { parseTicketId } from '../../lib/ticket-id';
import { TicketAttestation } from './attestation/ticket-attestation';
import { TicketAnswers } from './ticket-answers';
import { TitledSection, SectionText } from '@inventor-portal/shared/ui';
import { InfoCard } from './info-card';
import { NeedsInfoBanner } from './needs-info-banner';
import { TicketDetailHeader } from './ticket-detail-header';
import { TicketDetailSkeleton } from './ticket-detail-skeleton';
import { TicketInventorChips } from './ticket-inventor-chips';

/** /tickets/{id} (spec §2 "Ticket detail"). */
export function TicketDetailPage() {
  const { t } = useTicketsTranslation();
  usePageTitle(t('detail.pageTitle'));
  const id = parseTicketId(useParams().id);
  const { data: ticket, isLoading, isError } = useGetTicketQuery(id ?? skipToken);
  const [deleteFailed, setDeleteFailed] = useState(false);

  if (isLoading) return <TicketDetailSkeleton />;
  if (id === null || isError || !ticket) {
    // The page's own title as the h1: every screen has one, a failed one too.
    return (
      <Stack spacing={2}>
        <Typography variant="h1" component="h1">
          {t('detail.pageTitle')}
        </Typography>
        <Alert severity="error">{t('detail.loadFailure')}</Alert>
      </Stack>
    );
  }

  const coApplications = ticket.co_applications.filter((name) => name.trim() !== '');

  return (
    <Stack spacing={3}>
      <TicketDetailHeader ticket={ticket} onDeleteFailedChange={setDeleteFailed} />
      {needsInformation(ticket) && <NeedsInfoBanner ticket={ticket} />}
      {deleteFailed && (
        <Alert severity="error" onClose={() => setDeleteFailed(false)}>
          {t('delete.failure')}
        </Alert>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <InfoCard
          label={t('detail.created')}
          value={formatWhen(ticket.created_at)}
          icon={<CalendarMonthOutlinedIcon color="primary" />}
        />
        {ticket.meeting_date && (
          <InfoCard
            label={t('detail.meeting')}
            value={formatWhen(ticket.meeting_date)}
            icon={<EventAvailableOutlinedIcon color="primary" />}
          />
        )}
      </Stack>
      <TitledSection title={t('fields.summary')}>
        <SectionText>{ticket.summary}</SectionText>
      </TitledSection>
      <TitledSection title={t('fields.context')}>
        <SectionText>{ticket.context}</SectionText>
      </TitledSection>
      <TitledSection title={t('fields.problemIdentification')}>
        <SectionText>{ticket.problem_identification}</SectionText>
      </TitledSection>
      <TitledSection title={t('fields.drawings')}>
        {ticket.drawings ? (
          <Link
            href={ticket.drawings}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('ticket.viewDrawing')}
            <OpenInNewIcon fontSize="small" />
          </Link>
        ) : (
          <SectionText>{t('detail.noDrawing')}</SectionText>
        )}
      </TitledSection>
      {/* Every inventor of the ticket may add and remove files while it is open (API.md Part 3). */}
      <AttachmentsPanel
        ticketId={ticket.id}
        canEdit={isOpenTicketStatus(ticket.status)}
        warnsCoInventors={!ticket.is_draft && ticket.inventors.length > 1}
      />
      <TitledSection title={t('fields.inventors')}>
        <TicketInventorChips ids={ticket.inventors} />
      </TitledSection>
      {coApplications.length > 0 && (
        <TitledSection title={t('fields.coApplications')}>
          <SectionText>{coApplications.join(', ')}</SectionText>
        </TitledSection>
      )}
      <TicketAnswers ticket={ticket} />
      <TicketAttestation ticket={ticket} />
      <Discussion ticketId={ticket.id} isDraft={ticket.is_draft} />
    </Stack>
  );
}
