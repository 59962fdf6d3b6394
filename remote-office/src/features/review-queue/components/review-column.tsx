import Typography from '@mui/material/Typography';
import { formatNumber, type TFunction } from '@inventor-portal/shared/i18n';
import type { OfficeTicketRow } from '@inventor-portal/shared/schemas';
import type { DataTableColumn } from '@inventor-portal/shared/ui';

/** What the review column says of a row: "1/2 submitted · mean 3.60", or nothing unassigned. */
export function reviewSummaryText(t: TFunction<'office'>, row: OfficeTicketRow): string {
  const summary = row.review_summary;
  if (!summary || summary.assigned === 0) return '';
  const counts = t('committee.queue.count', {
    submitted: summary.submitted,
    assigned: summary.assigned,
  });
  return summary.mean_score === null
    ? counts
    : `${counts} · ${t('committee.queue.mean', { mean: formatNumber(summary.mean_score) })}`;
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
