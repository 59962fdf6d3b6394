import type { SheetCell } from './sheet-rows';

/**
 * Messages between `toXlsx` and the export worker. The rows come in slices (one structured
 * clone of 10,000 wide rows would block the main thread on its own); `build` ends the job.
 */
export type XlsxRequest =
  { type: 'rows'; rows: SheetCell[][] } | { type: 'build'; sheetName: string };

/**
 * `done` carries the finished file as a Blob, made in the worker: posting a Blob hands over a
 * reference, while making one from 10,000 rows of bytes on the main thread took 100-150 ms.
 */
export type XlsxResponse = { type: 'done'; file: Blob } | { type: 'error'; message: string };
