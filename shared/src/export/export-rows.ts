import { toCsv } from './csv';
import { downloadBlob } from './download';
import type { ExportRowsOptions } from './types';
import { toXlsx, XLSX_MIME } from './xlsx';

/** Writes `<fileName>.csv` or `<fileName>.xlsx` from the given rows and columns and downloads it. */
export async function exportRows<T>({ format, fileName, sheetName, columns, rows }: ExportRowsOptions<T>): Promise<void> {
  if (format === 'csv') {
    downloadBlob(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
    return;
  }
  const bytes = await toXlsx(columns, rows, sheetName);
  downloadBlob(new Blob([bytes], { type: XLSX_MIME }), `${fileName}.xlsx`);
}
