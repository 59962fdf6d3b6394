import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOtherReviewsQuery } from '@inventor-portal/shared';
import type { RubricCriterion } from '@inventor-portal/shared/schemas';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import { TitledSection } from '@inventor-portal/shared/ui';
import { useReviewTranslation } from '@remote-review/i18n';

/** The other submitted reviews of the ticket: shown only once one's own is submitted. */
export function OtherReviews({
  reviewId,
  criteria,
}: {
  reviewId: number;
  criteria: readonly RubricCriterion[];
}) {
  const { t } = useReviewTranslation();
  const language = useLanguage();
  const { data, isError } = useGetOtherReviewsQuery(reviewId);
  const labelOf = (key: string) => {
    const c = criteria.find((x) => x.key === key);
    return c ? c.label[language] || c.label.en : key;
  };
  return (
    <TitledSection title={t('others.title')}>
      {isError ? (
        <Alert severity="error">{t('others.loadFailure')}</Alert>
      ) : !data ? null : data.length === 0 ? (
        <Typography color="text.secondary">{t('others.none')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {data.map((other) => (
            <Paper key={other.id} variant="outlined" sx={{ p: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {other.reviewer.name}
              </Typography>
              <Typography>
                {t('others.score', {
                  score: other.score === null ? '—' : formatNumber(other.score, language),
                })}
                {other.recommendation
                  ? ` · ${t(`shared:reviewRecommendation.${other.recommendation}`)}`
                  : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {Object.entries(other.scores)
                  .map(([key, score]) => `${labelOf(key)}: ${score}`)
                  .join(' · ')}
              </Typography>
              {other.comment ? (
                <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{other.comment}</Typography>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}
