import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { INVENTOR_SEARCH_MIN_LENGTH } from '@inventor-portal/shared/forms';
import { inventorDisplayName, type OfficeInventor } from '@inventor-portal/shared/schemas';
import { useDebouncedValue } from '@inventor-portal/shared/ui';
import { useMemo, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useSearchPatentInventorsQuery } from '../api/office-patents-api';
import type { LinkedInventor } from './patent-form-values';

interface InventorAutocompleteProps {
  id: string;
  label: string;
  value: readonly LinkedInventor[];
  onChange: (value: LinkedInventor[]) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
}

const linked = (inventor: OfficeInventor): LinkedInventor => ({
  id: inventor.id,
  name: inventorDisplayName(inventor, inventor.email ?? inventor.id),
});

/**
 * Links inventors through the office directory's search (`/api/office/inventors/?search=`),
 * from 2 characters, after a typing pause. A combobox: arrows choose, Enter adds, Backspace
 * removes the last chip (MUI's chips: ← focuses them, Delete removes the focused one).
 */
export function InventorAutocomplete({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
}: InventorAutocompleteProps) {
  const { t } = useOfficeTranslation();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const searchable = query.length >= INVENTOR_SEARCH_MIN_LENGTH;
  const { data, isFetching } = useSearchPatentInventorsQuery(query, { skip: !searchable });
  const options = useMemo(
    () => (searchable ? (data?.results ?? []).map(linked) : []),
    [data, searchable],
  );

  return (
    <Autocomplete<LinkedInventor, true, false, false>
      id={id}
      multiple
      filterSelectedOptions
      options={options}
      value={[...value]}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setText(next);
      }}
      onBlur={onBlur}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching}
      loadingText={t('patents.form.inventorsSearching')}
      noOptionsText={
        searchable ? t('patents.form.inventorsNone') : t('patents.form.inventorsTypeMore')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('patents.form.inventorsPlaceholder')}
          error={Boolean(error)}
          helperText={error ?? hint}
        />
      )}
    />
  );
}
