import SearchIcon from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
import { UserAvatar } from '../ui/components/user-avatar';

/** The inventor search starts only when the trimmed query is longer than 1 character (spec). */
export const INVENTOR_SEARCH_MIN_LENGTH = 2;

export const isInventorSearchable = (query: string): boolean =>
  query.trim().length >= INVENTOR_SEARCH_MIN_LENGTH;

export type InventorSearchFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'slotProps' | 'fullWidth'
> & {
  value: string;
  onChange: (text: string) => void;
  /** Shows a spinner ('Searching') at the end of the field. */
  searching?: boolean;
};

/** The search box of an inventor picker: full width, a search icon, a spinner while searching. */
export function InventorSearchField({
  value,
  onChange,
  searching = false,
  ...rest
}: InventorSearchFieldProps) {
  const { t } = useSharedTranslation();
  return (
    <TextField
      {...rest}
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: searching ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-label={t('inventorSearch.searching')} />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

/** The scrolling list of results under the search box ('Inventor search results'). */
export function InventorSearchResults({ children }: { children: ReactNode }) {
  const { t } = useSharedTranslation();
  return (
    <Paper variant="outlined" sx={{ mt: 1, maxHeight: 280, overflowY: 'auto' }}>
      <List
        dense
        aria-label={t('inventorSearch.results')}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        {children}
      </List>
    </Paper>
  );
}

export interface InventorSearchResultProps {
  /** The name shown (the caller applies inventorDisplayName with its fallback). */
  name: string;
  /** Photo; null on public pages, which are not served photos. */
  image: string | null | undefined;
  secondary?: ReactNode;
  /** Accessible name of the row's action, e.g. 'Add Ada'; default: its text. */
  actionLabel?: string;
  onPick: () => void;
}

/** One search result: avatar, name and a second line; choosing it calls onPick. */
export function InventorSearchResult({
  name,
  image,
  secondary,
  actionLabel,
  onPick,
}: InventorSearchResultProps) {
  return (
    <ListItemButton onClick={onPick} aria-label={actionLabel}>
      <ListItemAvatar>
        <UserAvatar name={name} image={image} size={32} />
      </ListItemAvatar>
      <ListItemText primary={name} secondary={secondary} />
    </ListItemButton>
  );
}
