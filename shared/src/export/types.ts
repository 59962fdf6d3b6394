/** One exported column: `value` reads the cell (default: `row[key]`). */
export interface ExportColumn<T> {
  key: string;
  header: string;
  value?: (row: T) => unknown;
}

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRowsOptions<T> {
  format: ExportFormat;
  /** Without extension: 'tickets' gives tickets.csv / tickets.xlsx. */
  fileName: string;
  /** Worksheet name of the xlsx file. */
  sheetName: string;
  columns: readonly ExportColumn<T>[];
  rows: readonly T[];
}
