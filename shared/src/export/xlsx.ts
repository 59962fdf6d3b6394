import { createXlsxWorker } from './create-xlsx-worker';
import { XLSX_MIME } from './mime';
import { sheetRowSlices, sheetTable } from './sheet-rows';
import type { ExportColumn } from './types';
import { buildXlsxInWorker, XlsxWorkerFailed } from './xlsx-worker-client';

export { XLSX_MIME };

function startWorker(): Worker | null {
  try {
    return createXlsxWorker();
  } catch {
    // e.g. a SecurityError: a worker script on another origin than the page (a dev server).
    return null;
  }
}

/**
 * The Excel (xlsx) file with one sheet. The workbook is built in a Web Worker (which loads
 * xlsx), so a 10,000-row export never blocks the page: the main thread only reads the cells, in
 * short slices. Without a usable worker it is built here, xlsx loaded on first use.
 */
export async function toXlsxFile<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  sheetName: string,
): Promise<Blob> {
  const worker = startWorker();
  if (worker) {
    try {
      return await buildXlsxInWorker(worker, sheetRowSlices(columns, rows), sheetName);
    } catch (err) {
      if (!(err instanceof XlsxWorkerFailed)) throw err;
      console.warn(`xlsx export: ${err.message} Building the file on the main thread instead.`);
    }
  }
  const table = await sheetTable(columns, rows);
  const { buildXlsx } = await import('./xlsx-book');
  return new Blob([buildXlsx(table, sheetName)], { type: XLSX_MIME });
}

/** Excel (xlsx) workbook bytes with one sheet (see `toXlsxFile`). */
export async function toXlsx<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  sheetName: string,
): Promise<ArrayBuffer> {
  return (await toXlsxFile(columns, rows, sheetName)).arrayBuffer();
}
