import { lazy, Suspense } from 'react';
import { DEFAULT_PLACEHOLDER_ROWS } from './column-size';
import { TableSkeleton } from './table-skeleton';
import type { DataTableProps } from './types';

export { COLUMN_SIZE } from './column-size';

type Implementation = typeof import('./mrt-data-table');

/**
 * material-react-table (with @tanstack/*, @mui/x-date-pickers and date-fns) is ~120 KB gzip.
 * `shared` is one federated module that every page loads, so the table's implementation is a
 * separate chunk fetched the first time a table renders, never on pages without one.
 */
let loading: Promise<Implementation> | null = null;
let loaded: Implementation | null = null;

/** Starts (once) the download of the table implementation; resolves when it can render. */
export function preloadDataTable(): Promise<Implementation> {
  loading ??= import('./mrt-data-table').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (network, redeploy) may be retried by the next table.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Once the chunk is in, the lazy component resolves synchronously (a thenable that calls back at
 * once), so a table rendered after `preloadDataTable()` never flashes the skeleton. `lazy` drops
 * the row type parameter; the cast gives it back (the props are passed through unchanged).
 */
const LazyTable = lazy(() =>
  loaded
    ? ({
        then: (resolve: (module: Implementation) => void) => resolve(loaded as Implementation),
      } as Promise<Implementation>)
    : preloadDataTable(),
) as unknown as Implementation['default'];

/**
 * The portal's one table (spec §2 "Generic data table behaviour"): sortable columns (strings,
 * numbers, lists), resizable widths 300 / 140..500, skeleton rows while loading, 'No data found.'
 * when empty, optional row click, selection, search, column chooser and CSV / Excel export.
 * Until its implementation has downloaded it shows the same skeleton rows as while loading data.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const fallback = (
    <TableSkeleton
      headers={props.columns.map((column) => column.header)}
      rows={props.placeholderRows ?? DEFAULT_PLACEHOLDER_ROWS}
      ariaLabel={props.ariaLabel}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <LazyTable {...props} />
    </Suspense>
  );
}
