import { readCell, toSheetValue } from './cell-value';
import type { ExportColumn } from './types';
import { yieldToMain } from './yield-to-main';

/** One spreadsheet cell as the writers take it (see `toSheetValue`). */
export type SheetCell = string | number | boolean;

/**
 * Main-thread work per slice, reading the rows plus what the consumer does with the slice
 * (posting it to the worker, or writing CSV). Far under the 50 ms that makes a long task: on a
 * loaded 2-core machine a slice's wall time was 3-4 times its CPU time, plus garbage collection.
 * Each slice boundary costs well under a millisecond, so small slices are cheap.
 */
const SLICE_MS = 6;
const FIRST_SLICE_ROWS = 50;
const MIN_SLICE_ROWS = 10;

/** One cell from a raw value (default `toSheetValue`; the CSV writer neutralises formulas). */
export type CellWriter = (value: unknown) => SheetCell;

/**
 * The header row, then one row of plain cells per data row, in slices, yielding to the main
 * thread between slices: 10,000 rows of a wide table take hundreds of milliseconds to read and
 * to copy to a worker, which in one go would freeze the page. The slice size adapts to the time
 * the last slice took, consumer included (it runs before the generator resumes).
 */
export async function* sheetRowSlices<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  cell: CellWriter = toSheetValue,
): AsyncGenerator<SheetCell[][], void, undefined> {
  let size = FIRST_SLICE_ROWS;
  let slice: SheetCell[][] = [columns.map((c) => c.header)];
  let start = 0;
  while (start < rows.length) {
    const began = performance.now();
    const end = Math.min(rows.length, start + size);
    for (let i = start; i < end; i += 1) {
      const row = rows[i];
      slice.push(columns.map((c) => cell(readCell(c, row))));
    }
    start = end;
    yield slice;
    const took = Math.max(performance.now() - began, 0.1);
    // Aim the next slice at SLICE_MS, growing at most twice as big at a time.
    size = Math.max(MIN_SLICE_ROWS, Math.min(size * 2, Math.floor((size * SLICE_MS) / took)));
    slice = [];
    if (start < rows.length) await yieldToMain();
  }
  if (slice.length > 0) yield slice;
}

/** All slices in one table (header row first). */
export async function sheetTable<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): Promise<SheetCell[][]> {
  const table: SheetCell[][] = [];
  for await (const slice of sheetRowSlices(columns, rows)) {
    for (const row of slice) table.push(row);
  }
  return table;
}
