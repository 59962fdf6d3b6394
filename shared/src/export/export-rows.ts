import { toCsvBlob } from './csv';
import { downloadBlob } from './download';
import type { ExportRowsOptions } from './types';
import { toXlsxFile } from './xlsx';

/**
 * Writes `<fileName>.csv` or `<fileName>.xlsx` from the given rows and columns and downloads it.
 * Rejects (nothing downloaded) when the file cannot be built.
 */
export async function exportRows<T>({
  format,
  fileName,
  sheetName,
  columns,
  rows,
}: ExportRowsOptions<T>): Promise<void> {
  if (format === 'csv') {
    downloadBlob(await toCsvBlob(columns, rows), `${fileName}.csv`);
    return;
  }
  downloadBlob(await toXlsxFile(columns, rows, sheetName), `${fileName}.xlsx`);
}
