import { XLSX_MIME } from './mime';
import { buildXlsx } from './xlsx-book';
import type { SheetCell } from './sheet-rows';
import type { XlsxRequest, XlsxResponse } from './xlsx-protocol';

/**
 * The worker's side of one export: keeps the row slices, and on `build` answers with the
 * workbook file or with the error's message.
 */
export function createXlsxJob(
  reply: (message: XlsxResponse) => void,
): (request: XlsxRequest) => void {
  const table: SheetCell[][] = [];
  return (request) => {
    if (request.type === 'rows') {
      for (const row of request.rows) table.push(row);
      return;
    }
    let file: Blob;
    try {
      file = new Blob([buildXlsx(table, request.sheetName)], { type: XLSX_MIME });
    } catch (err) {
      reply({ type: 'error', message: err instanceof Error ? err.message : String(err) });
      return;
    }
    reply({ type: 'done', file });
  };
}
