import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
// The package, never '../api': the api slice and its cache are the page's one singleton.
import { useSearchInventorsQuery } from '@inventor-portal/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
import type { SearchInventorsArgs } from '../api/inventors-api';
import type { InventorSummary } from '../schemas/inventor';
import { inventorDisplayName } from '../schemas/inventor-name';
import { PAGE_SIZES } from '../schemas/limits';
import { UserAvatar } from '../ui/components/user-avatar';
import { useDebouncedValue } from '../ui/hooks/use-debounced-value';
import {
  InventorSearchField,
  InventorSearchResult,
  InventorSearchResults,
  isInventorSearchable,
} from './inventor-search';

/** The typing pause before a search: one call per pause, not one per keystroke. */
export const INVENTOR_SEARCH_DELAY_MS = 300;

/** An inventor added to a multiple picker: the id the server needs, what its chip shows. */
export interface PickedInventor {
  id: number;
  name: string;
  image?: string | null;
}

interface InventorPickerBaseProps {
  /** The search box's label, also its accessible name. */
  label: string;
  helperText?: ReactNode;
  placeholder?: string;
  id?: string;
  size?: 'small' | 'medium';
  autoComplete?: string;
  disabled?: boolean;
  /**
   * 'Load more' appends the next page when a full page came back; each page shows a placeholder
   * row while it loads. Without paging: the first page only, with a spinner in the search box.
   */
  paging?: boolean;
  /**
   * Set on the public create-account screen, which has no session: the search sends this
   * manager password in its body and waits while it is empty, and the picker shows initials
   * (photos are served to signed-in users only).
   */
  sharedPassword?: string;
  /** The name shown for an inventor; default its name, else its id. */
  nameOf?: (inventor: InventorSummary) => string;
  /** A result's second line; default its affiliation. */
  describe?: (inventor: InventorSummary) => ReactNode;
}

/** Picks many (the ticket form): the picked inventors show as removable chips. */
export interface MultipleInventorPickerProps extends InventorPickerBaseProps {
  multiple: true;
  value: readonly PickedInventor[];
  onChange: (value: PickedInventor[]) => void;
}

/** Picks one (the create-account form): the choice replaces the search until 'Change'. */
export interface SingleInventorPickerProps extends InventorPickerBaseProps {
  multiple?: false;
  value: InventorSummary | null;
  onChange: (value: InventorSummary | null) => void;
}

export type InventorPickerProps = MultipleInventorPickerProps | SingleInventorPickerProps;

const NO_PICKS: readonly PickedInventor[] = [];
const defaultName = (inventor: InventorSummary) => inventorDisplayName(inventor, inventor.id);
const defaultDescription = (inventor: InventorSummary) => inventor.affiliation ?? undefined;

interface ResultsView {
  pickedIds: ReadonlySet<number>;
  /** Add/pick buttons are named 'Add <name>' in a multiple picker. */
  multiple: boolean;
  photos: boolean;
  nameOf: (inventor: InventorSummary) => string;
  describe: (inventor: InventorSummary) => ReactNode;
  onPick: (inventor: InventorSummary) => void;
}

/**
 * The settled search: name and shared password both wait for the typing pause, so typing the
 * password does not fire a refused search per keystroke. It runs from 2 trimmed characters
 * (spec), both as typed and as settled, and never without a needed shared password.
 */
function useSettledSearch(text: string, sharedPassword: string | undefined) {
  const typed = text.trim();
  // A string key: stable between renders, so the pause is not restarted by unrelated renders.
  const settled = useDebouncedValue(
    JSON.stringify([typed, sharedPassword ?? null]),
    INVENTOR_SEARCH_DELAY_MS,
  );
  const [name, password] = JSON.parse(settled) as [string, string | null];
  const ready = isInventorSearchable(typed) && isInventorSearchable(name) && password !== '';
  const args = (page: number): SearchInventorsArgs => ({
    name,
    page,
    page_size: PAGE_SIZES.inventorSearch,
    ...(password === null ? {} : { shared_password: password }),
  });
  return { name, ready, args };
}

/** The result rows: inventors already picked are left out. */
function ResultRows({ results, view }: { results: readonly InventorSummary[]; view: ResultsView }) {
  const { t } = useSharedTranslation();
  return (
    <>
      {results
        .filter((inventor) => !view.pickedIds.has(inventor.id))
        .map((inventor) => {
          const name = view.nameOf(inventor);
          return (
            <InventorSearchResult
              key={inventor.id}
              name={name}
              image={view.photos ? (inventor.image ?? inventor.avatar) : null}
              secondary={view.describe(inventor)}
              actionLabel={view.multiple ? t('inventorPicker.add', { name }) : undefined}
              onPick={() => view.onPick(inventor)}
            />
          );
        })}
    </>
  );
}

interface SearchPageProps {
  args: SearchInventorsArgs;
  isLastPage: boolean;
  view: ResultsView;
  onMore: () => void;
}

/**
 * One page of a paged search. Pages stay mounted, so earlier results remain listed when
 * 'Load more' fetches the next one; a failed search lists nothing (spec §8).
 */
function SearchPage({ args, isLastPage, view, onMore }: SearchPageProps) {
  const { t } = useSharedTranslation();
  const { data, isFetching, isError } = useSearchInventorsQuery(args);
  if (isFetching && !data) {
    return <Skeleton variant="rounded" height={48} aria-label={t('inventorPicker.searching')} />;
  }
  const results = isError ? [] : (data?.results ?? []);
  const offerMore = isLastPage && results.length === args.page_size;
  if (args.page === 1 && results.length === 0) {
    return <ListItemText sx={{ px: 2, py: 1 }} secondary={t('inventorPicker.noResults')} />;
  }
  const allPicked = results.every((inventor) => view.pickedIds.has(inventor.id));
  if (args.page === 1 && allPicked && !offerMore) {
    return <ListItemText sx={{ px: 2, py: 1 }} secondary={t('inventorPicker.allAdded')} />;
  }
  return (
    <>
      <ResultRows results={results} view={view} />
      {offerMore && (
        <Button onClick={onMore} sx={{ alignSelf: 'flex-start', m: 1 }}>
          {t('inventorPicker.loadMore')}
        </Button>
      )}
    </>
  );
}

/** Every page fetched so far of the settled query; a new query starts again from page 1. */
function PagedResults({
  search,
  view,
}: {
  search: ReturnType<typeof useSettledSearch>;
  view: ResultsView;
}) {
  const [paging, setPaging] = useState({ name: search.name, pages: 1 });
  // State adjusted during render, no effect needed.
  if (paging.name !== search.name) setPaging({ name: search.name, pages: 1 });
  if (!search.ready || paging.name !== search.name) return null;
  return (
    <InventorSearchResults>
      {Array.from({ length: paging.pages }, (_, index) => (
        <SearchPage
          key={index}
          args={search.args(index + 1)}
          isLastPage={index + 1 === paging.pages}
          view={view}
          onMore={() => setPaging({ name: search.name, pages: paging.pages + 1 })}
        />
      ))}
    </InventorSearchResults>
  );
}

/** The choice of a single picker, with 'Change' to search again. */
function ChosenInventor({
  inventor,
  view,
  disabled,
  onClear,
}: {
  inventor: InventorSummary;
  view: ResultsView;
  disabled?: boolean;
  onClear: () => void;
}) {
  const { t } = useSharedTranslation();
  const name = view.nameOf(inventor);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
      aria-label={t('inventorPicker.chosen')}
    >
      <UserAvatar name={name} image={view.photos ? (inventor.image ?? inventor.avatar) : null} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {view.describe(inventor)}
        </Typography>
      </Box>
      <Button variant="outlined" disabled={disabled} onClick={onClear}>
        {t('inventorPicker.change')}
      </Button>
    </Paper>
  );
}

/**
 * The one inventor picker: a search box (from 2 trimmed characters, after a typing pause),
 * the results, and the choice — removable chips when `multiple` (an inventor is never added
 * twice: picked ones leave the results), else one chosen inventor with 'Change'. Controlled:
 * the form owns `value` (e.g. through a react-final-form Field's input).
 */
export function InventorPicker(props: InventorPickerProps) {
  const {
    label,
    helperText,
    placeholder,
    id,
    size,
    autoComplete,
    disabled,
    paging = false,
    sharedPassword,
    nameOf = defaultName,
    describe = defaultDescription,
  } = props;
  const { t } = useSharedTranslation();
  const [text, setText] = useState('');
  const chosen = props.multiple ? null : props.value;
  // final-form hands '' for a list never set.
  const picked = props.multiple && Array.isArray(props.value) ? props.value : NO_PICKS;
  const pickedIds = useMemo(() => new Set(picked.map((inventor) => inventor.id)), [picked]);
  const search = useSettledSearch(chosen ? '' : text, sharedPassword);
  const firstPage = useSearchInventorsQuery(search.args(1), { skip: paging || !search.ready });

  // One of the two is set: a multiple picker changes its list, a single one its choice.
  const setPicked = props.multiple ? props.onChange : null;
  const choose = props.multiple ? null : props.onChange;
  const pick = (inventor: InventorSummary) => {
    if (choose) {
      setText('');
      choose(inventor);
    } else if (setPicked && !pickedIds.has(inventor.id)) {
      setPicked([
        ...picked,
        { id: inventor.id, name: nameOf(inventor), image: inventor.image ?? inventor.avatar },
      ]);
    }
  };
  const view: ResultsView = {
    pickedIds,
    multiple: setPicked !== null,
    photos: sharedPassword === undefined,
    nameOf,
    describe,
    onPick: pick,
  };

  if (chosen) {
    return (
      <ChosenInventor
        inventor={chosen}
        view={view}
        disabled={disabled}
        onClear={() => {
          setText('');
          choose?.(null);
        }}
      />
    );
  }

  const results =
    !paging && search.ready && !firstPage.isError ? (firstPage.currentData?.results ?? []) : [];
  const searching = !paging && search.ready && firstPage.isFetching;
  return (
    <Box>
      <InventorSearchField
        id={id}
        size={size}
        label={label}
        placeholder={placeholder}
        helperText={helperText}
        autoComplete={autoComplete}
        disabled={disabled}
        value={text}
        onChange={setText}
        searching={searching}
      />
      {paging ? (
        <PagedResults search={search} view={view} />
      ) : (
        <>
          {search.ready && !searching && results.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('inventorPicker.noResults')}
            </Typography>
          ) : null}
          {results.length > 0 ? (
            <InventorSearchResults>
              <ResultRows results={results} view={view} />
            </InventorSearchResults>
          ) : null}
        </>
      )}
      {picked.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 1.5 }}
          aria-label={t('inventorPicker.chosenList')}
        >
          {picked.map((inventor) => (
            <Chip
              key={inventor.id}
              label={inventor.name}
              avatar={
                <UserAvatar name={inventor.name} image={inventor.image} size={24} decorative />
              }
              onDelete={() => setPicked?.(picked.filter((p) => p.id !== inventor.id))}
              sx={{ '& .MuiChip-avatar': { color: 'primary.contrastText' } }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
