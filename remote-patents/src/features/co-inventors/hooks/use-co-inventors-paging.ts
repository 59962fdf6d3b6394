import { useGetCoInventorsQuery } from '@inventor-portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { coInventorAnchorId } from '@remote-patents/config/paths';
import { inventorIdFromHash, pageCount } from '../lib/anchor';

/**
 * Pages of co-inventors. A '#inventor-{id}' hash (the patents table's avatar link) pages forward
 * until that co-inventor's card is found, then scrolls to it and highlights it; if nobody matches,
 * the list goes back to page 1.
 */
export function useCoInventorsPaging(pageSize: number) {
  const { hash } = useLocation();
  const [page, setPage] = useState(1);
  const [seek, setSeek] = useState(() => ({ hash, target: inventorIdFromHash(hash) }));
  const [highlightId, setHighlightId] = useState<number | null>(null);
  if (seek.hash !== hash) {
    // A new hash while on the page: look for that card from the first page.
    setSeek({ hash, target: inventorIdFromHash(hash) });
    setPage(1);
  }

  const { currentData, isFetching, isError } = useGetCoInventorsQuery({
    page,
    page_size: pageSize,
  });
  const results = useMemo(
    () => (isError || !currentData ? [] : currentData.results),
    [isError, currentData],
  );
  const count = isError || !currentData ? 0 : currentData.count;
  const settled = !isFetching && (isError || currentData !== undefined);

  useEffect(() => {
    if (seek.target === null || !settled) return;
    if (results.some((inventor) => inventor.id === seek.target)) {
      setHighlightId(seek.target);
      setSeek((current) => ({ ...current, target: null }));
    } else if (!isError && page < pageCount(count, pageSize)) {
      setPage(page + 1);
    } else {
      setSeek((current) => ({ ...current, target: null }));
      setPage(1);
    }
  }, [seek.target, settled, results, isError, page, count, pageSize]);

  useEffect(() => {
    if (highlightId === null) return;
    const card = document.getElementById(coInventorAnchorId(highlightId));
    if (card && typeof card.scrollIntoView === 'function')
      card.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.focus({ preventScroll: true });
  }, [highlightId]);

  return {
    page,
    setPage,
    results,
    count,
    loading: seek.target !== null || (isFetching && !currentData),
    highlightId,
  };
}
