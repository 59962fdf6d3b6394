import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  getErrorMessage,
  useGetRubricQuery,
  useGetTicketReviewsQuery,
  useRemoveReviewMutation,
} from '@inventor-portal/shared';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import {
  REVIEW_RECOMMENDATIONS,
  type OfficeTicketDetail,
  type ReviewAssignment,
} from '@inventor-portal/shared/schemas';
import { formatDate, TitledSection } from '@inventor-portal/shared/ui';
import { useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { reviewStats } from '../lib/review-stats';
import { AssignReviewerForm } from './assign-reviewer-form';

const STATE_COLOR = {
  // Outlined info and warning chips miss the contrast ratio on white (axe): neutral and primary.
  invited: 'default',
  in_progress: 'primary',
  conflicted: 'error',
  submitted: 'success',
} as const;

function ReviewRow({ review, ticket }: { review: ReviewAssignment; ticket: number }) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  const { data: rubric } = useGetRubricQuery();
  const [remove, { isLoading, error }] = useRemoveReviewMutation();
  const labelOf = (key: string) => {
    const c = rubric?.criteria.find((x) => x.key === key);
    return c ? c.label[language] || c.label.en : key;
  };
  const scores = Object.entries(review.scores);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {review.reviewer.name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={STATE_COLOR[review.state]}
          label={t(`committee.states.${review.state}`)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('committee.due', { date: formatDate(review.due_date) })}
      </Typography>
      {review.warnings.map((warning) => (
        <Alert key={warning} severity="warning" role="note" sx={{ mt: 1 }}>
          {t(`committee.warnings.${warning}`)}
        </Alert>
      ))}
      {review.state === 'conflicted' ? (
        <Typography sx={{ mt: 1 }}>
          {review.conflict_note
            ? t('committee.conflictNote', { note: review.conflict_note })
            : t('committee.conflictNoNote')}
        </Typography>
      ) : null}
      {review.score !== null ? (
        <Typography sx={{ mt: 1, fontWeight: 600 }}>
          {t('committee.score', { score: formatNumber(review.score, language) })}
        </Typography>
      ) : null}
      {scores.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {scores.map(([key, score]) => (
            <li key={key}>
              <Typography variant="body2">
                {t('committee.criterionScore', { label: labelOf(key), score })}
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {review.recommendation ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('committee.recommendationIs', {
            recommendation: t(`shared:reviewRecommendation.${review.recommendation}`),
          })}
        </Typography>
      ) : null}
      {review.comment ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {review.comment}
        </Typography>
      ) : null}
      {review.state !== 'submitted' ? (
        <Button
          size="small"
          color="error"
          sx={{ mt: 1 }}
          disabled={isLoading}
          onClick={() => void remove({ ticket, id: review.id })}
          aria-label={t('committee.removeNamed', { name: review.reviewer.name })}
        >
          {t('committee.remove')}
        </Button>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {getErrorMessage(error, t('common.tryAgain'))}
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * The office's Reviews panel: assign reviewers with a due date, follow their states, scores and
 * recommendations, the weighted mean and the spread between reviewers. Live: a submitted review
 * refreshes it (shared/src/live).
 */
export function ReviewsPanel({ ticket }: { ticket: OfficeTicketDetail }) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  const { data: reviews, isLoading, isError, error, refetch } = useGetTicketReviewsQuery(ticket.id);
  const [assigned, setAssigned] = useState<string | null>(null);
  const stats = reviewStats(reviews ?? []);
  const fmt = (value: number) => formatNumber(value, language);

  return (
    <TitledSection title={t('committee.title')}>
      <Stack spacing={2}>
        {isLoading ? (
          <Typography color="text.secondary">{t('committee.loading')}</Typography>
        ) : isError || !reviews ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('committee.retry')}
              </Button>
            }
          >
            {getErrorMessage(error, t('committee.loadFailure'))}
          </Alert>
        ) : (
          <>
            <Box
              component="dl"
              aria-label={t('committee.summary')}
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              <Typography component="dt" color="text.secondary">
                {t('committee.mean')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="review-mean">
                {stats.mean === null ? t('committee.noScore') : fmt(stats.mean)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('committee.spread')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {stats.min === null || stats.max === null
                  ? t('committee.noScore')
                  : t('committee.spreadValue', { min: fmt(stats.min), max: fmt(stats.max) })}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('committee.recommendationsLabel')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {REVIEW_RECOMMENDATIONS.map((r) =>
                  t('committee.recommendationCount', {
                    label: t(`shared:reviewRecommendation.${r}`),
                    count: stats.recommendations[r],
                  }),
                ).join(t('committee.recommendationSeparator'))}
              </Typography>
            </Box>
            {reviews.length === 0 ? (
              <Typography color="text.secondary">{t('committee.none')}</Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {reviews.map((review) => (
                  <ReviewRow key={review.id} review={review} ticket={ticket.id} />
                ))}
              </Stack>
            )}
          </>
        )}
        <Divider />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('committee.assign.title')}
        </Typography>
        {assigned ? (
          <Alert severity="success" role="status" onClose={() => setAssigned(null)}>
            {t('committee.assign.done', { name: assigned })}
          </Alert>
        ) : null}
        <AssignReviewerForm ticket={ticket} onAssigned={setAssigned} />
      </Stack>
    </TitledSection>
  );
}
