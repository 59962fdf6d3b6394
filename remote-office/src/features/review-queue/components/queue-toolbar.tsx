import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '@inventor-portal/shared/ui';
import { useEffect, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import {
  ASSIGNEE_FILTERS,
  QUEUE_ORDERINGS,
  type AssigneeFilter,
  type QueueFilters,
  type QueueOrdering,
} from '../hooks/use-queue-filters';
import { ConfirmationFilter } from './confirmation-filter';
import { QueueExtraFilters } from './queue-extra-filters';
import { ReviewStateFilter } from './review-state-filter';

interface QueueToolbarProps {
  filters: QueueFilters;
  onChange: (change: Partial<QueueFilters>) => void;
}

/** Search (title or inventor, on the server), assignee, order, affiliation and waiting time. */
export function QueueToolbar({ filters, onChange }: QueueToolbarProps) {
  const { t } = useOfficeTranslation();
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search.trim(), 350);
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
    // Only a pause in typing sends the search; a new `filters` object alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
    >
      <TextField
        type="search"
        label={t('queue.filters.search')}
        placeholder={t('queue.filters.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        // A width to grow from in the row (md and up); in the narrow column it would be a height.
        sx={{ flex: { md: '1 1 320px' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t('queue.filters.assignee')}
        value={filters.assignee ?? ''}
        onChange={(event) =>
          onChange({ assignee: (event.target.value || undefined) as AssigneeFilter | undefined })
        }
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('queue.filters.anyone')}</option>
        {ASSIGNEE_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`queue.filters.assignees.${value}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('queue.filters.sortBy')}
        value={filters.ordering}
        onChange={(event) => onChange({ ordering: event.target.value as QueueOrdering })}
        size="small"
        sx={{ minWidth: 220 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {QUEUE_ORDERINGS.map((value) => (
          <option key={value} value={value}>
            {t(`queue.orderings.${value}`)}
          </option>
        ))}
      </TextField>
      <QueueExtraFilters filters={filters} onChange={onChange} />
      <ConfirmationFilter filters={filters} onChange={onChange} />
      <ReviewStateFilter filters={filters} onChange={onChange} />
    </Stack>
  );
}
