import type { DataTableColumn } from './types';

/** The column's raw value for a row. */
export function columnValue<T>(column: DataTableColumn<T>, row: T): unknown {
  if (column.accessor) return column.accessor(row);
  return typeof row === 'object' && row !== null
    ? (row as Record<string, unknown>)[column.id]
    : undefined;
}

/** Text of a value as a cell shows it: lists joined with ', ', nothing for null. */
export function displayText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map(displayText)
      .filter((v) => v !== '')
      .join(', ');
  if (typeof value === 'object')
    return value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return String(value);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values: numbers numerically, lists as their ', '-joined text. */
export function compareValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(displayText(a), displayText(b));
}

/** Default search: some column's text contains the query, ignoring case. */
export function rowMatches<T>(
  columns: readonly DataTableColumn<T>[],
  row: T,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return columns.some((column) =>
    displayText(columnValue(column, row)).toLowerCase().includes(needle),
  );
}
