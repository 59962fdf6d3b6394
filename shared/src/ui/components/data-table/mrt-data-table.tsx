import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_FilterFn,
  type MRT_Localization,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';
import { MRT_Localization_FR } from 'material-react-table/locales/fr';
import { useMemo, type KeyboardEvent } from 'react';
import {
  useLanguage,
  useSharedTranslation,
  type Language,
  type TFunction,
} from '@inventor-portal/shared/i18n';
// By the package name, so the page's one export singleton (its worker, its xlsx download) is used.
import { exportRows, type ExportColumn, type ExportFormat } from '@inventor-portal/shared/export';
import { ColumnsButton } from './columns-button';
import { ExportMenu } from './export-menu';
import { COLUMN_SIZE, DEFAULT_PLACEHOLDER_ROWS } from './column-size';
import type { DataTableColumn, DataTableProps } from './types';
import { columnValue, compareValues, displayText, rowMatches } from './values';

/** Skeleton rows: never read by accessors, renderers or exports. */
const placeholders = new WeakSet<object>();
const makePlaceholders = (count: number): MRT_RowData[] =>
  Array.from({ length: count }, () => {
    const row = {};
    placeholders.add(row);
    return row;
  });

/** Only getValue is used, so any row shape of the table core fits. */
interface ValueRow {
  getValue: (columnId: string) => unknown;
}
const listAwareSort = (a: ValueRow, b: ValueRow, columnId: string): number =>
  compareValues(a.getValue(columnId), b.getValue(columnId));

const defaultRowId = (row: object, index: number): string => {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : String(index);
};

const isDisplayColumn = (id: string) => id.startsWith('mrt-');

/**
 * material-react-table's own texts in the page's language (English is its default), with the
 * portal's wording where its French falls short, and the table's empty text.
 */
function tableTexts(
  language: Language,
  t: TFunction<'shared'>,
  emptyText: string,
): Partial<MRT_Localization> {
  return {
    ...(language === 'fr' ? MRT_Localization_FR : {}),
    noRecordsToDisplay: emptyText,
    noResultsFound: emptyText,
    selectedCountOfRowCountRowsSelected: t('dataTable.selectedRows'),
    toggleSelectAll: t('dataTable.selectAll'),
    toggleSelectRow: t('dataTable.selectRow'),
  };
}

/**
 * The portal's one table (spec §2 "Generic data table behaviour"), drawn by material-react-table:
 * sortable columns (strings, numbers, lists), resizable widths 300 / 140..500, skeleton rows while
 * loading, 'No data found.' when empty, optional row click, selection, search, column chooser and
 * CSV / Excel export. Loaded on demand through `DataTable` (./data-table.tsx), never imported directly.
 */
export default function MrtDataTable<T extends object>({
  columns,
  data,
  getRowId = defaultRowId,
  isLoading = false,
  placeholderRows = DEFAULT_PLACEHOLDER_ROWS,
  emptyText: emptyTextProp,
  onRowClick,
  enableRowSelection = false,
  enableColumnChooser = false,
  enableSearch = false,
  searchPlaceholder: searchPlaceholderProp,
  searchFn,
  exportOptions,
  initialHiddenColumns,
  enablePagination = false,
  pageSize = 10,
  ariaLabel,
}: DataTableProps<T>) {
  const { t } = useSharedTranslation();
  const language = useLanguage();
  const emptyText = emptyTextProp ?? t('dataTable.empty');
  const searchPlaceholder = searchPlaceholderProp ?? t('dataTable.search');
  const rows = useMemo<MRT_RowData[]>(
    () => (isLoading ? makePlaceholders(placeholderRows) : (data as unknown as MRT_RowData[])),
    [isLoading, placeholderRows, data],
  );

  const mrtColumns = useMemo<MRT_ColumnDef<MRT_RowData>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row) => (placeholders.has(row) ? null : columnValue(column, row as T)),
        Cell: ({ row, cell }) =>
          column.render ? column.render(row.original as T) : displayText(cell.getValue()),
        sortingFn: 'listAware',
        enableSorting: column.enableSorting ?? true,
        enableHiding: column.enableHiding ?? true,
        ...(column.size === undefined ? {} : { size: column.size }),
        ...(column.minSize === undefined ? {} : { minSize: column.minSize }),
        ...(column.maxSize === undefined ? {} : { maxSize: column.maxSize }),
      })),
    [columns],
  );

  const rowSearch: MRT_FilterFn<MRT_RowData> = (row, _columnId, query: unknown) => {
    const text = typeof query === 'string' ? query : '';
    if (text.trim() === '') return true;
    const original = row.original as T;
    return searchFn ? searchFn(original, text) : rowMatches(columns, original, text);
  };

  const runExport = (table: MRT_TableInstance<MRT_RowData>, format: ExportFormat) => {
    if (!exportOptions) return;
    const byId = new Map(columns.map((c) => [c.id, c]));
    const exportColumns: ExportColumn<T>[] = table
      .getVisibleLeafColumns()
      .filter((c) => !isDisplayColumn(c.id) && byId.has(c.id))
      .map((c) => {
        const column = byId.get(c.id) as DataTableColumn<T>;
        const custom = exportOptions.toExportValue?.[c.id];
        return {
          key: c.id,
          header: column.header,
          value: custom ?? ((row: T) => columnValue(column, row)),
        };
      });
    const selected = table.getSelectedRowModel().rows;
    const chosen: MRT_Row<MRT_RowData>[] =
      selected.length > 0 ? selected : table.getPrePaginationRowModel().rows;
    const written: ExportColumn<T>[] = [...exportColumns, ...(exportOptions.extraColumns ?? [])];
    const chosenRows = chosen.map((r) => r.original as T);
    const { prepare } = exportOptions;
    const prepared = prepare
      ? prepare(chosenRows).then((more) => ({
          rows: more.rows,
          columns: [...written, ...more.columns],
        }))
      : Promise.resolve({ rows: chosenRows, columns: written });
    void prepared.then((file) =>
      exportRows({
        format,
        fileName: exportOptions.fileName,
        sheetName: exportOptions.sheetName,
        ...file,
      }),
    );
  };

  const clickable = Boolean(onRowClick) && !isLoading;
  const hasToolbar = enableSearch || enableColumnChooser || Boolean(exportOptions);

  const table = useMaterialReactTable<MRT_RowData>({
    columns: mrtColumns,
    data: rows,
    getRowId: (row, index) =>
      placeholders.has(row) ? `placeholder-${index}` : getRowId(row as T, index),
    defaultColumn: { ...COLUMN_SIZE },
    enableColumnResizing: true,
    columnResizeMode: 'onChange',
    // Resizable columns default to 'grid-no-grow', where MRT adds an empty spacer column after
    // the last one: a header cell with no name (axe: empty-table-header). 'grid' lets the
    // columns share the width instead, so every header is a real column.
    layoutMode: 'grid',
    sortingFns: { listAware: listAwareSort },
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableFilterMatchHighlighting: false,
    enableGlobalFilter: enableSearch,
    enableGlobalFilterRankedResults: false,
    filterFns: { rowSearch },
    globalFilterFn: 'rowSearch',
    getColumnCanGlobalFilter: () => true,
    positionGlobalFilter: 'left',
    enableHiding: true,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableTopToolbar: hasToolbar,
    enableToolbarInternalActions: enableColumnChooser || Boolean(exportOptions),
    enableRowSelection: enableRowSelection && !isLoading,
    selectAllMode: 'page',
    // MUI draws the indeterminate icon only; browsers and screen readers read the DOM property.
    muiSelectAllCheckboxProps: ({ table: instance }) => {
      const partial = !instance.getIsAllPageRowsSelected() && instance.getIsSomeRowsSelected();
      return {
        inputRef: (input: HTMLInputElement | null) => {
          if (input) input.indeterminate = partial;
        },
      };
    },
    enablePagination,
    // The 'n of m row(s) selected' banner sits below the table so it never covers the search box.
    enableBottomToolbar: enablePagination || enableRowSelection,
    positionToolbarAlertBanner: 'bottom',
    enableTableFooter: false,
    initialState: {
      showGlobalFilter: enableSearch,
      pagination: { pageIndex: 0, pageSize },
      columnVisibility: Object.fromEntries((initialHiddenColumns ?? []).map((id) => [id, false])),
    },
    state: { showSkeletons: isLoading },
    localization: tableTexts(language, t, emptyText),
    muiSearchTextFieldProps: {
      placeholder: searchPlaceholder,
      inputProps: { 'aria-label': searchPlaceholder },
      sx: { minWidth: 260 },
    },
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
    muiTableProps: ariaLabel ? { 'aria-label': ariaLabel } : {},
    muiTableBodyProps: { 'aria-busy': isLoading || undefined },
    muiTableBodyRowProps: ({ row }) =>
      clickable
        ? {
            tabIndex: 0,
            hover: true,
            onClick: () => onRowClick?.(row.original as T),
            onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
              if (event.key === 'Enter' && event.target === event.currentTarget)
                onRowClick?.(row.original as T);
            },
            sx: {
              cursor: 'pointer',
              '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
            },
          }
        : {},
    renderToolbarInternalActions: ({ table: instance }) => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {enableColumnChooser ? <ColumnsButton table={instance} /> : null}
        {exportOptions ? (
          <ExportMenu disabled={isLoading} onExport={(format) => runExport(instance, format)} />
        ) : null}
      </Box>
    ),
    renderEmptyRowsFallback: () => (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center', width: '100%' }}>
        {emptyText}
      </Typography>
    ),
  });

  return <MaterialReactTable table={table} />;
}
