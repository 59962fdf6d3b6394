import type { ExportColumn } from './types';

export const LIST_SEPARATOR = '; ';

/** Raw value of a cell: the column's reader, else the row's property named by `key`. */
export function readCell<T>(column: ExportColumn<T>, row: T): unknown {
  if (column.value) return column.value(row);
  return typeof row === 'object' && row !== null
    ? (row as Record<string, unknown>)[column.key]
    : undefined;
}

const asIs = (text: string): string => text;

/**
 * Spreadsheet-ready value: lists joined with '; ', empty for null, numbers and booleans kept.
 * `text` rewrites every text result (the CSV writer neutralises formulas with it): each list
 * item on its own, so an item split back out of the list stays harmless, and the joined cell.
 */
export function toSheetValue(
  value: unknown,
  text: (value: string) => string = asIs,
): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return text(value.map((v) => String(toSheetValue(v, text))).join(LIST_SEPARATOR));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'object') return text(JSON.stringify(value));
  return text(String(value));
}
