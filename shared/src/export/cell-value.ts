import type { ExportColumn } from './types';

export const LIST_SEPARATOR = '; ';

/** Raw value of a cell: the column's reader, else the row's property named by `key`. */
export function readCell<T>(column: ExportColumn<T>, row: T): unknown {
  if (column.value) return column.value(row);
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[column.key] : undefined;
}

/** Spreadsheet-ready value: lists joined with '; ', empty for null, numbers and booleans kept. */
export function toSheetValue(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => String(toSheetValue(v))).join(LIST_SEPARATOR);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
