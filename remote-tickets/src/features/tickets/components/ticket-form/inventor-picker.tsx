import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InventorSummary } from '@inventor-portal/shared/schemas';
import { UserAvatar, useDebouncedValue } from '@inventor-portal/shared/ui';
import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { inventorName } from '../../lib/inventor-name';
import type { InventorOption } from '../../lib/ticket-form-values';
import { InventorSearchPage } from './inventor-search-page';

const SEARCH_DELAY_MS = 250;
const NO_INVENTORS: InventorOption[] = [];

/** Spec §5: the search starts only when the trimmed query is longer than 1 character. */
export const isSearchable = (query: string) => query.trim().length > 1;

interface SearchState {
  name: string;
  pages: number;
}

/** Co-inventor search and pick list; the server adds the submitter on its own (API.md). */
export function InventorPicker() {
  const { input } = useField<InventorOption[]>('inventors');
  const chosen = Array.isArray(input.value) ? input.value : NO_INVENTORS;
  const chosenIds = useMemo(() => new Set(chosen.map((inventor) => inventor.id)), [chosen]);
  const [query, setQuery] = useState('');
  const name = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const [search, setSearch] = useState<SearchState>({ name: '', pages: 1 });
  // A new query starts again from page 1 (state adjusted during render, no effect needed).
  if (search.name !== name) setSearch({ name, pages: 1 });

  const pick = (inventor: InventorSummary) => {
    if (chosenIds.has(inventor.id)) return;
    input.onChange([
      ...chosen,
      {
        id: inventor.id,
        name: inventorName(inventor, inventor.id),
        image: inventor.image ?? inventor.avatar,
      },
    ]);
  };
  const unpick = (id: number) => input.onChange(chosen.filter((inventor) => inventor.id !== id));
  const showResults = isSearchable(name) && search.name === name;

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Inventors
      </Typography>
      <TextField
        fullWidth
        size="small"
        label="Search inventors"
        placeholder="Type at least 2 characters"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        helperText="You are added as an inventor automatically."
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
      {showResults && (
        <Paper variant="outlined" sx={{ mt: 1, maxHeight: 280, overflowY: 'auto' }}>
          <List
            dense
            aria-label="Inventor search results"
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            {Array.from({ length: search.pages }, (_, index) => (
              <InventorSearchPage
                key={index}
                name={name}
                page={index + 1}
                isLastPage={index + 1 === search.pages}
                chosenIds={chosenIds}
                onPick={pick}
                onMore={() => setSearch({ name, pages: search.pages + 1 })}
              />
            ))}
          </List>
        </Paper>
      )}
      {chosen.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 1.5 }}
          aria-label="Chosen inventors"
        >
          {chosen.map((inventor) => (
            <Chip
              key={inventor.id}
              label={inventor.name}
              avatar={<UserAvatar name={inventor.name} image={inventor.image} size={24} />}
              onDelete={() => unpick(inventor.id)}
              sx={{ '& .MuiChip-avatar': { color: 'primary.contrastText' } }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
