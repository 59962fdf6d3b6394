export { exportRows } from './export-rows';
export { toCsv } from './csv';
export { toXlsx, XLSX_MIME } from './xlsx';
export { downloadBlob } from './download';
export { LIST_SEPARATOR, readCell, toSheetValue } from './cell-value';
export type { ExportColumn, ExportFormat, ExportRowsOptions } from './types';
export {
  answerCell,
  answerExportColumns,
  type AnswerColumnWords,
  type AnsweredRow,
} from './answer-columns';
