import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage, skipToken, usePageTitle } from '@inventor-portal/shared';
import { AttachmentsPanel } from '@inventor-portal/shared/attachments';
import { Discussion } from '@inventor-portal/shared/discussion';
import { inventorDisplayName } from '@inventor-portal/shared/schemas';
import {
  ErrorPanel,
  formatDate,
  formatDateTime,
  StatusBadge,
  TitledSection,
} from '@inventor-portal/shared/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { ticketAgeInDays } from '@remote-office/lib/ticket-age';
import { useGetOfficeTicketQuery } from '../api/ticket-review-api';
import { AssignmentCard } from './assignment-card';
import { AttestationReview } from './attestation-review';
import { DecisionForm } from './decision-form';
import { HistoryTimeline } from './history-timeline';
import { ReviewsPanel } from './reviews-panel';
import { SubmissionSections } from './submission-sections';
import { AnswersSection } from './answers-section';

const parseId = (value: string | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

function ReviewSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={label} data-testid="ticket-review-skeleton">
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}

/** /office/tickets/{id}: what the inventor sent, its history, its assignment and the decision. */
export function TicketReviewPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('review.pageTitle'));
  const id = parseId(useParams().id);
  const {
    data: ticket,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetOfficeTicketQuery(id ?? skipToken);
  const [saved, setSaved] = useState(false);

  const back = (
    <Button
      component={RouterLink}
      to={paths.tickets}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('review.back')}
    </Button>
  );

  if (isLoading) return <ReviewSkeleton label={t('review.loading')} />;
  if (id === null || isError || !ticket) {
    return (
      <Stack spacing={2}>
        {back}
        {/* The page's title as the h1: a missing or failed ticket's screen has one too. */}
        <Typography variant="h1">{t('review.pageTitle')}</Typography>
        {id === null || isNotFound(error) ? (
          <Alert severity="warning">{t('review.notFound')}</Alert>
        ) : (
          <ErrorPanel
            title={t('review.loadFailure')}
            message={getErrorMessage(error, t('common.tryAgain'))}
            onRetry={() => void refetch()}
          />
        )}
      </Stack>
    );
  }

  const submitter = inventorDisplayName(ticket.submitter, ticket.submitter.id);
  const age = ticketAgeInDays(ticket.created_at) ?? 0;

  return (
    <Stack spacing={3}>
      {back}
      <Box component="header">
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {ticket.title}
        </Typography>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <StatusBadge status={ticket.status} size="medium" />
          <Typography color="text.secondary">
            {ticket.submitter.email
              ? t('review.submittedBy', {
                  name: submitter,
                  email: ticket.submitter.email,
                  date: formatDate(ticket.created_at),
                })
              : t('review.submittedByNoEmail', {
                  name: submitter,
                  date: formatDate(ticket.created_at),
                })}
          </Typography>
          <Typography color="text.secondary">{t('queue.ageDays', { count: age })}</Typography>
          {ticket.meeting_date ? (
            <Typography color="text.secondary">
              {t('review.history.meeting', { at: formatDateTime(ticket.meeting_date) })}
            </Typography>
          ) : null}
        </Stack>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <SubmissionSections ticket={ticket} />
          <AnswersSection ticket={ticket} />
          {/* The office reads them here (the list and its downloads; API.md Part 3). */}
          <AttachmentsPanel ticketId={ticket.id} canEdit={false} />
          <AttestationReview ticket={ticket} />
          <HistoryTimeline history={ticket.history} />
          <Discussion ticketId={ticket.id} />
        </Stack>
        <Stack spacing={2}>
          <AssignmentCard ticket={ticket} />
          <ReviewsPanel ticket={ticket} />
          <TitledSection title={t('review.decision.title')}>
            {saved ? (
              <Alert
                severity="success"
                role="status"
                sx={{ mb: 2 }}
                onClose={() => setSaved(false)}
              >
                {t('review.decision.saved')}
              </Alert>
            ) : null}
            <DecisionForm
              key={ticket.history.length}
              ticket={ticket}
              onSaved={() => setSaved(true)}
            />
          </TitledSection>
        </Stack>
      </Box>
    </Stack>
  );
}
