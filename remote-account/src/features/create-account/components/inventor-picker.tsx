import type { InventorSummary } from '@inventor-portal/shared/schemas';
import { UserAvatar } from '@inventor-portal/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { MIN_SEARCH_LENGTH, useInventorSearch } from '../hooks/use-inventor-search';
import { inventorName } from '../lib/inventor-name';

interface Props {
  sharedPassword: string;
  selected: InventorSummary | null;
  onSelect: (inventor: InventorSummary | null) => void;
  disabled?: boolean;
}

/**
 * Existing-inventor mode: search, pick one, or 'Change' to clear the choice (spec §2). Photos are
 * served only to signed-in users, so this public page shows initials.
 */
export function InventorPicker({ sharedPassword, selected, onSelect, disabled }: Props) {
  const [text, setText] = useState('');
  const { ready, searching, results } = useInventorSearch(selected ? '' : text, sharedPassword);

  if (selected) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
        aria-label="Chosen inventor"
      >
        <UserAvatar name={inventorName(selected)} image={null} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{inventorName(selected)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {selected.affiliation?.trim() || 'No affiliation'}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          disabled={disabled}
          onClick={() => {
            setText('');
            onSelect(null);
          }}
        >
          Change
        </Button>
      </Paper>
    );
  }

  let hint = `Type at least ${MIN_SEARCH_LENGTH} characters to find an inventor already in the portal.`;
  if (!sharedPassword) hint = 'Enter the shared password to search existing inventors.';

  return (
    <Box>
      <TextField
        id="inventor-search"
        label="Search existing inventor"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={disabled}
        helperText={hint}
        fullWidth
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: searching ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label="Searching" />
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {ready && !searching && results.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No inventors found.
        </Typography>
      ) : null}
      {results.length > 0 ? (
        <Paper variant="outlined" sx={{ mt: 1, maxHeight: 280, overflowY: 'auto' }}>
          <List dense aria-label="Inventor search results">
            {results.map((inventor) => (
              <ListItemButton
                key={inventor.id}
                onClick={() => {
                  setText('');
                  onSelect(inventor);
                }}
              >
                <ListItemAvatar>
                  <UserAvatar name={inventorName(inventor)} image={null} size={32} />
                </ListItemAvatar>
                <ListItemText
                  primary={inventorName(inventor)}
                  secondary={inventor.affiliation?.trim() || 'No affiliation'}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
    </Box>
  );
}
