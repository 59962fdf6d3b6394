export { DataTable, COLUMN_SIZE, preloadDataTable } from './data-table';
export { compareValues, displayText } from './values';
export { ExportMenu, type ExportMenuProps } from './export-menu';
export type { DataTableColumn, DataTableExportOptions, DataTableProps } from './types';
