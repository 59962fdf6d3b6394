import { readCell, toSheetValue } from './cell-value';
import type { ExportColumn } from './types';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel (xlsx) workbook bytes with one sheet. The xlsx library loads only when needed. */
export async function toXlsx<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  sheetName: string,
): Promise<ArrayBuffer> {
  const { utils, write } = await import('xlsx');
  const table = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => toSheetValue(readCell(c, row))))];
  const book = utils.book_new();
  // Excel caps sheet names at 31 characters.
  utils.book_append_sheet(book, utils.aoa_to_sheet(table), sheetName.slice(0, 31));
  return write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
}
