import { readCell, toSheetValue } from './cell-value';
import type { ExportColumn } from './types';

const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** CSV text: header row, then one line per row; every cell quoted, CRLF line ends. */
export function toCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => quote(c.header))];
  for (const row of rows) lines.push(columns.map((c) => quote(String(toSheetValue(readCell(c, row))))));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
