import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { usePageTitle } from '@inventor-portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetTicketQuery } from '../../api/tickets-api';
import { formatWhen } from '../../lib/format-when';
import { parseTicketId } from '../../lib/ticket-id';
import { DELETE_FAILURE } from './delete-ticket-button';
import { DetailSection, SectionText } from './detail-section';
import { InfoCard } from './info-card';
import { TicketDetailHeader } from './ticket-detail-header';
import { TicketDetailSkeleton } from './ticket-detail-skeleton';
import { TicketInventorChips } from './ticket-inventor-chips';

export const LOAD_FAILURE = 'Could not load ticket details.';

/** /tickets/{id} (spec §2 "Ticket detail"). */
export function TicketDetailPage() {
  usePageTitle('Ticket Details');
  const id = parseTicketId(useParams().id);
  const { data: ticket, isLoading, isError } = useGetTicketQuery(id ?? skipToken);
  const [deleteFailed, setDeleteFailed] = useState(false);

  if (isLoading) return <TicketDetailSkeleton />;
  if (id === null || isError || !ticket) return <Alert severity="error">{LOAD_FAILURE}</Alert>;

  const coApplications = ticket.co_applications.filter((name) => name.trim() !== '');

  return (
    <Stack spacing={3}>
      <TicketDetailHeader ticket={ticket} onDeleteFailedChange={setDeleteFailed} />
      {deleteFailed && (
        <Alert severity="error" onClose={() => setDeleteFailed(false)}>
          {DELETE_FAILURE}
        </Alert>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <InfoCard
          label="Created"
          value={formatWhen(ticket.created_at)}
          icon={<CalendarMonthOutlinedIcon color="primary" />}
        />
        {ticket.meeting_date && (
          <InfoCard
            label="Meeting"
            value={formatWhen(ticket.meeting_date)}
            icon={<EventAvailableOutlinedIcon color="primary" />}
          />
        )}
      </Stack>
      <DetailSection title="Summary">
        <SectionText>{ticket.summary}</SectionText>
      </DetailSection>
      <DetailSection title="Context">
        <SectionText>{ticket.context}</SectionText>
      </DetailSection>
      <DetailSection title="Problem Identification">
        <SectionText>{ticket.problem_identification}</SectionText>
      </DetailSection>
      <DetailSection title="Drawings">
        {ticket.drawings ? (
          <Link
            href={ticket.drawings}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            View Drawing
            <OpenInNewIcon fontSize="small" />
          </Link>
        ) : (
          <SectionText>No drawing attached.</SectionText>
        )}
      </DetailSection>
      <DetailSection title="Inventors">
        <TicketInventorChips ids={ticket.inventors} />
      </DetailSection>
      {coApplications.length > 0 && (
        <DetailSection title="Co-Applications">
          <SectionText>{coApplications.join(', ')}</SectionText>
        </DetailSection>
      )}
    </Stack>
  );
}
