import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useGetAffiliationsQuery } from '@inventor-portal/shared';
import { WAITING_DAYS } from '@inventor-portal/shared/schemas';
import { useOfficeTranslation } from '@remote-office/i18n';
import type { QueueFilters } from '../hooks/use-queue-filters';

interface QueueExtraFiltersProps {
  filters: QueueFilters;
  onChange: (change: Partial<QueueFilters>) => void;
}

/** The submitter's affiliation, and "waiting more than 30 days" (pending that long). */
export function QueueExtraFilters({ filters, onChange }: QueueExtraFiltersProps) {
  const { t } = useOfficeTranslation();
  const { data: affiliations = [] } = useGetAffiliationsQuery();
  const known = affiliations.some((a) => a.id === filters.affiliation);
  return (
    <>
      <TextField
        select
        label={t('queue.filters.affiliation')}
        value={filters.affiliation === undefined ? '' : String(filters.affiliation)}
        onChange={(event) =>
          onChange({ affiliation: event.target.value ? Number(event.target.value) : undefined })
        }
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('queue.filters.anyAffiliation')}</option>
        {affiliations.map((affiliation) => (
          <option key={affiliation.id} value={String(affiliation.id)}>
            {affiliation.name}
          </option>
        ))}
        {filters.affiliation !== undefined && !known ? (
          // An id from a shared address, before (or without) the list of affiliations.
          <option value={String(filters.affiliation)}>
            {t('queue.filters.affiliationId', { id: filters.affiliation })}
          </option>
        ) : null}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.waiting}
            onChange={(event) => onChange({ waiting: event.target.checked })}
          />
        }
        label={t('queue.filters.waiting', { days: WAITING_DAYS })}
        sx={{ whiteSpace: 'nowrap', mr: 0 }}
      />
    </>
  );
}
