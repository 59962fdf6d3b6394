export { DataTable, COLUMN_SIZE, preloadDataTable } from './data-table';
export { compareValues, displayText } from './values';
export type { DataTableColumn, DataTableExportOptions, DataTableProps } from './types';
