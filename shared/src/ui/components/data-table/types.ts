import type { ReactNode } from 'react';
import type { ExportColumn } from '@inventor-portal/shared/export';

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Unique id; also the property read when `accessor` is absent. */
  id: string;
  header: string;
  /** Value for sorting, searching and export (lists are fine); default `row[id]`. */
  accessor?: (row: T) => unknown;
  /** Cell content; default: the value as text, lists joined with ', '. */
  render?: (row: T) => ReactNode;
  /** Width in px; default 300, clamped to 140..500. */
  size?: number;
  minSize?: number;
  maxSize?: number;
  /** Default true. */
  enableSorting?: boolean;
  /** Whether the column chooser may hide it; default true. */
  enableHiding?: boolean;
}

export interface DataTableExportOptions<T> {
  /** Without extension: 'tickets' gives tickets.csv / tickets.xlsx. */
  fileName: string;
  sheetName: string;
  /** Per-column export value by column id; default the column's accessor. */
  toExportValue?: Partial<Record<string, (row: T) => unknown>>;
  /** Exported after the visible columns, though the table does not show them. */
  extraColumns?: readonly { key: string; header: string; value: (row: T) => unknown }[];
  /**
   * Runs when an export is asked for, with the rows chosen: answers the rows to write (e.g. with
   * data the list does not load) and columns written after every other one. A rejection
   * downloads nothing.
   */
  prepare?: (rows: readonly T[]) => Promise<{
    rows: readonly T[];
    columns: readonly ExportColumn<T>[];
  }>;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  /** Stable row id (selection); default `row.id`, else the index. */
  getRowId?: (row: T, index: number) => string;
  /** Shows `placeholderRows` skeleton rows instead of data. */
  isLoading?: boolean;
  /** Default 8 (spec §9). */
  placeholderRows?: number;
  /** Default 'No data found.' in the page's language. */
  emptyText?: string;
  /** Makes rows clickable and keyboard-focusable (Enter). */
  onRowClick?: (row: T) => void;
  /** Row checkboxes plus a select-all header checkbox. */
  enableRowSelection?: boolean;
  /** 'Columns' button to show or hide columns. */
  enableColumnChooser?: boolean;
  /** Search box over the loaded rows. */
  enableSearch?: boolean;
  /** Default 'Search' in the page's language. */
  searchPlaceholder?: string;
  /** Row match for the search; default: any column's value contains the text (case-insensitive). */
  searchFn?: (row: T, query: string) => boolean;
  /** Adds an 'Export' menu with 'CSV' and 'Excel'. */
  exportOptions?: DataTableExportOptions<T>;
  /** Column ids hidden at first (all visible by default). */
  initialHiddenColumns?: readonly string[];
  /** Client-side pages of `pageSize` rows; default off (all rows shown). */
  enablePagination?: boolean;
  pageSize?: number;
  /** Accessible name of the table. */
  ariaLabel?: string;
}
