import Box from '@mui/material/Box';
import { useGetPatentsQuery } from '@inventor-portal/shared';
import { PAGE_SIZES } from '@inventor-portal/shared/schemas';
import { Pager, useDebouncedValue } from '@inventor-portal/shared/ui';
import { useState } from 'react';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { exportPatentCards } from '../../lib/card-export';
import { CardsToolbar } from './cards-toolbar';
import { PatentCard } from './patent-card';
import { PatentCardSkeleton } from './patent-card-skeleton';
import { PatentsEmptyState } from './patents-empty-state';

export const CARDS_PAGE_SIZE = PAGE_SIZES.default;
export const CARD_SKELETONS = 8;
export const SEARCH_DEBOUNCE_MS = 300;

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/**
 * Cards view: the search goes to the server (title or inventor, over every page) once typing
 * pauses; a new search starts again at page 1.
 */
export function PatentsCardsView({ onViewAsTable }: { onViewAsTable: () => void }) {
  const { t } = usePatentsTranslation();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a different search text means page 1 again.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });

  const { currentData, isFetching, isError } = useGetPatentsQuery({
    page,
    page_size: CARDS_PAGE_SIZE,
    ...(query ? { search: query } : {}),
  });
  // A failed list load is an empty list (spec §4), e.g. a page past the end.
  const loading = isFetching && !currentData;
  const patents = isError || !currentData ? [] : currentData.results;
  const count = isError || !currentData ? 0 : currentData.count;

  return (
    <Box>
      <CardsToolbar
        search={search}
        onSearchChange={setSearch}
        exportDisabled={loading || patents.length === 0}
        onExport={(format) => void exportPatentCards(format, patents, t)}
      />
      {loading ? (
        <Box sx={grid} role="status" aria-busy="true" aria-label={t('patentCards.loading')}>
          {Array.from({ length: CARD_SKELETONS }, (_, i) => (
            <PatentCardSkeleton key={i} />
          ))}
        </Box>
      ) : patents.length === 0 ? (
        <PatentsEmptyState onClearSearch={() => setSearch('')} onViewAsTable={onViewAsTable} />
      ) : (
        <Box sx={grid}>
          {patents.map((patent) => (
            <PatentCard key={patent.id} patent={patent} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <Pager
          page={page}
          count={count}
          pageSize={CARDS_PAGE_SIZE}
          onPageChange={setPage}
          disabled={loading}
        />
      </Box>
    </Box>
  );
}
