import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage, useGetMyReviewsQuery, usePageTitle } from '@inventor-portal/shared';
import { ErrorPanel, formatDate, PageHeader } from '@inventor-portal/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-review/config/paths';
import { useReviewTranslation } from '@remote-review/i18n';
import { ReviewStateChip } from './review-state-chip';

/** /reviews: the caller's assignments, open ones first (the server's order), with due dates. */
export function MyReviewsPage() {
  const { t } = useReviewTranslation();
  usePageTitle(t('list.pageTitle'));
  const { data, isLoading, isError, error, refetch } = useGetMyReviewsQuery();

  return (
    <Box>
      <PageHeader title={t('list.title')} description={t('list.intro')} />
      {isLoading ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : isError || !data ? (
        <ErrorPanel
          title={t('list.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <Alert severity="info">{t('list.empty')}</Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((review) => (
            <Paper component="li" key={review.id} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={paths.review(review.id)}
                    variant="subtitle1"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {review.ticket.title}
                  </Link>
                  <Typography color="text.secondary" variant="body2">
                    {t('list.due', { date: formatDate(review.due_date) })}
                  </Typography>
                </Box>
                <ReviewStateChip state={review.state} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
