import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useOfficeTranslation } from '@remote-office/i18n';
import type { QueueFilters } from '../hooks/use-queue-filters';

interface ConfirmationFilterProps {
  filters: QueueFilters;
  onChange: (change: Partial<QueueFilters>) => void;
}

/** "Not all confirmed": tickets some co-inventor has not confirmed yet (`confirmation=incomplete`). */
export function ConfirmationFilter({ filters, onChange }: ConfirmationFilterProps) {
  const { t } = useOfficeTranslation();
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={filters.confirmation === 'incomplete'}
          onChange={(event) =>
            onChange({ confirmation: event.target.checked ? 'incomplete' : undefined })
          }
        />
      }
      label={t('queue.filters.notAllConfirmed')}
      sx={{ whiteSpace: 'nowrap', mr: 0 }}
    />
  );
}
