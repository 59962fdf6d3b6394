import TextField from '@mui/material/TextField';
import { REVIEW_QUEUE_FILTERS, type ReviewQueueFilter } from '@inventor-portal/shared/schemas';
import { useOfficeTranslation } from '@remote-office/i18n';
import type { QueueFilters } from '../hooks/use-queue-filters';

interface ReviewStateFilterProps {
  filters: QueueFilters;
  onChange: (change: Partial<QueueFilters>) => void;
}

/** Committee review state: no reviewer, reviews open, all submitted, or one overdue (`review=`). */
export function ReviewStateFilter({ filters, onChange }: ReviewStateFilterProps) {
  const { t } = useOfficeTranslation();
  return (
    <TextField
      select
      label={t('committee.queue.filter')}
      value={filters.review ?? ''}
      onChange={(event) =>
        onChange({ review: (event.target.value || undefined) as ReviewQueueFilter | undefined })
      }
      size="small"
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('committee.queue.anyState')}</option>
      {REVIEW_QUEUE_FILTERS.map((value) => (
        <option key={value} value={value}>
          {t(`committee.queue.states.${value}`)}
        </option>
      ))}
    </TextField>
  );
}
