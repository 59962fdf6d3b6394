import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PATENTS_PAGE_SIZE = 25;

/** The orderings the list offers ('-' = descending); '' is the server's newest first. */
export const PATENT_ORDERINGS = [
  '',
  'title',
  '-title',
  '-deposit_date',
  'deposit_date',
  'deposit_number',
  'status',
  '-TRL_level',
  '-CRL_level',
] as const;
export type PatentOrdering = (typeof PATENT_ORDERINGS)[number];

/** Each ordering's label, under `patents.orderings.` in the catalog. */
export const ORDERING_LABELS: Record<PatentOrdering, string> = {
  '': 'newest',
  title: 'titleAsc',
  '-title': 'titleDesc',
  '-deposit_date': 'depositDateDesc',
  deposit_date: 'depositDateAsc',
  deposit_number: 'depositNumber',
  status: 'status',
  '-TRL_level': 'trlDesc',
  '-CRL_level': 'crlDesc',
};

export interface PatentFilters {
  page: number;
  search: string;
  ordering: PatentOrdering;
}

/**
 * The list's search, order and page live in the address, so Back from a patent returns to the
 * same page, and a view can be shared with a colleague.
 */
export function usePatentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<PatentFilters>(() => {
    const page = Number(params.get('page'));
    const ordering = params.get('ordering') ?? '';
    return {
      page: Number.isInteger(page) && page > 1 ? page : 1,
      search: params.get('search') ?? '',
      ordering: PATENT_ORDERINGS.find((value) => value === ordering) ?? '',
    };
  }, [params]);

  /** Changes some filters; any change but the page goes back to page 1. */
  const update = useCallback(
    (change: Partial<PatentFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '' || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in change)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, update };
}
