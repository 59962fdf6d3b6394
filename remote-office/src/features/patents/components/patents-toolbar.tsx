import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDebouncedValue } from '@inventor-portal/shared/ui';
import { useEffect, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import {
  ORDERING_LABELS,
  PATENT_ORDERINGS,
  type PatentFilters,
  type PatentOrdering,
} from '../hooks/use-patent-filters';

interface PatentsToolbarProps {
  filters: PatentFilters;
  onChange: (change: Partial<PatentFilters>) => void;
}

/** Search (title, deposit number or inventor, on the server) and order of the list. */
export function PatentsToolbar({ filters, onChange }: PatentsToolbarProps) {
  const { t } = useOfficeTranslation();
  const [search, setSearch] = useState(filters.search);
  const debounced = useDebouncedValue(search.trim(), 350);
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
    // Only a pause in typing sends the search; a new `filters` object alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={t('patents.list.search')}
        placeholder={t('patents.list.searchPlaceholder')}
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
        label={t('patents.list.sortBy')}
        value={filters.ordering}
        onChange={(event) => onChange({ ordering: event.target.value as PatentOrdering })}
        size="small"
        sx={{ minWidth: 240 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {PATENT_ORDERINGS.map((value) => (
          <option key={value} value={value}>
            {t(`patents.orderings.${ORDERING_LABELS[value]}`)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
