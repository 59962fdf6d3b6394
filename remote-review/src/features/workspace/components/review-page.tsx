import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  getErrorMessage,
  skipToken,
  useGetMyReviewsQuery,
  useGetReviewTicketQuery,
  usePageTitle,
} from '@inventor-portal/shared';
import type { MyReviewRow } from '@inventor-portal/shared/schemas';
import { ErrorPanel, formatDate } from '@inventor-portal/shared/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@remote-review/config/paths';
import { useReviewTranslation } from '@remote-review/i18n';
import { errorCode } from '../lib/review-errors';
import { DeclarationForm } from './declaration-form';
import { OtherReviews } from './other-reviews';
import { ReviewStateChip } from './review-state-chip';
import { ReviewTicketView } from './review-ticket-view';
import { ScoringForm } from './scoring-form';

const parseId = (value: string | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** A placeholder announced as loading (a status with a name; a bare div may not carry one). */
function Loading({ label, height }: { label: string; height: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
}

/** The ticket and the scoring form, once no conflict is declared. */
function OpenReview({ review }: { review: MyReviewRow }) {
  const { t } = useReviewTranslation();
  const { data: ticket, isLoading, error, refetch } = useGetReviewTicketQuery(review.id);
  if (isLoading) return <Loading label={t('review.loading')} height={200} />;
  if (errorCode(error) === 'two_factor_required') {
    return (
      <Alert severity="warning">
        <Typography sx={{ mb: 1 }}>{t('review.twoFactor')}</Typography>
        <Link component={RouterLink} to={paths.settings}>
          {t('review.twoFactorLink')}
        </Link>
      </Alert>
    );
  }
  if (error || !ticket) {
    return (
      <ErrorPanel
        title={t('review.loadFailure')}
        message={getErrorMessage(error, t('common.tryAgain'))}
        onRetry={() => void refetch()}
      />
    );
  }
  const criteria = ticket.rubric.criteria;
  const saved = ticket.review;
  const submitted = saved.state === 'submitted' || review.state === 'submitted';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
        alignItems: 'start',
      }}
    >
      <ReviewTicketView ticket={ticket} />
      <Stack spacing={2}>
        {submitted ? (
          <>
            <Alert severity="success">{t('review.submitted')}</Alert>
            <OtherReviews reviewId={review.id} criteria={criteria} />
          </>
        ) : criteria.length === 0 ? (
          <Alert severity="warning">{t('review.noRubric')}</Alert>
        ) : (
          <ScoringForm
            reviewId={review.id}
            criteria={criteria}
            initial={{
              scores: saved.scores,
              recommendation: saved.recommendation,
              comment: saved.comment,
            }}
          />
        )}
      </Stack>
    </Box>
  );
}

/** /reviews/{id}: one assignment. Before the declaration only the title shows. */
export function ReviewPage() {
  const { t } = useReviewTranslation();
  usePageTitle(t('review.pageTitle'));
  const id = parseId(useParams().id);
  const { data, isLoading, isError, error, refetch } = useGetMyReviewsQuery(
    id === null ? skipToken : undefined,
  );
  const review = data?.find((r) => r.id === id);

  const back = (
    <Button
      component={RouterLink}
      to={paths.reviews}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('review.back')}
    </Button>
  );

  if (isLoading) return <Loading label={t('review.loading')} height={120} />;
  if (isError) {
    return (
      <Stack spacing={2}>
        {back}
        <Typography variant="h1">{t('review.pageTitle')}</Typography>
        <ErrorPanel
          title={t('review.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  }
  if (!review) {
    return (
      <Stack spacing={2}>
        {back}
        <Typography variant="h1">{t('review.pageTitle')}</Typography>
        <Alert severity="warning">{t('review.notFound')}</Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {back}
      <Box component="header">
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {review.ticket.title}
        </Typography>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <ReviewStateChip state={review.state} />
          <Typography color="text.secondary">
            {t('list.due', { date: formatDate(review.due_date) })}
          </Typography>
        </Stack>
      </Box>
      {review.state === 'invited' ? (
        <DeclarationForm reviewId={review.id} />
      ) : review.state === 'conflicted' ? (
        <Alert severity="info">{t('review.conflicted')}</Alert>
      ) : (
        <OpenReview review={review} />
      )}
    </Stack>
  );
}
