import Typography from '@mui/material/Typography';
import { formatNumber, type TFunction } from '@inventor-portal/shared/i18n';
import { REVIEW_RECOMMENDATIONS, type OfficeTicketRow } from '@inventor-portal/shared/schemas';
import type { DataTableColumn } from '@inventor-portal/shared/ui';

/**
 * What the review column says of a row: "2/2 submitted · mean 3.60 · Do not file 2", or nothing
 * unassigned.
 */
export function reviewSummaryText(t: TFunction<'office'>, row: OfficeTicketRow): string {
  const summary = row.review_summary;
  if (!summary || summary.assigned === 0) return '';
  const counts = t('committee.queue.count', {
    submitted: summary.submitted,
    assigned: summary.assigned,
  });
  const parts = [counts];
  if (summary.mean_score !== null)
    parts.push(t('committee.queue.mean', { mean: formatNumber(summary.mean_score) }));
  // The recommendations given, under their labels (never the keys).
  for (const r of REVIEW_RECOMMENDATIONS) {
    const count = summary.recommendations[r];
    if (count > 0)
      parts.push(
        t('committee.queue.recommendation', {
          label: t(`shared:reviewRecommendation.${r}`),
          count,
        }),
      );
  }
  return parts.join(' · ');
}

/** Committee review: submitted/assigned and the mean score of the submitted reviews. */
export function reviewColumn(t: TFunction<'office'>): DataTableColumn<OfficeTicketRow> {
  return {
    id: 'review_summary',
    header: t('committee.queue.column'),
    size: 200,
    enableSorting: false,
    accessor: (row) => reviewSummaryText(t, row),
    render: (row) => {
      const text = reviewSummaryText(t, row);
      return text ? (
        <Typography variant="body2">{text}</Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('committee.queue.none')}
        </Typography>
      );
    },
  };
}
