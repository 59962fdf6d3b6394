import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TableAnswer, TableJob, TableRefusal } from './read-table.worker.mts';

export interface TableRow {
  /** 1-based line (row) number in the file; the header is line 1. */
  line: number;
  values: Record<string, string>;
}

export class ImportFileError extends Error {}

const MB = 1024 * 1024;

/**
 * What a spreadsheet import accepts (API.md Part 3 "Security additions"), the upload's and the
 * admin CLI's alike: the file, its zip's entries once inflated, its data rows, and the time and
 * heap the worker thread that parses it may take.
 */
export const TABLE_LIMITS = {
  maxBytes: 5 * MB,
  maxUncompressedBytes: 50 * MB,
  maxRows: 20_000,
  maxEntries: 1_000,
  timeLimitMs: 15_000,
  heapMb: 512,
};
export type TableLimits = typeof TABLE_LIMITS;

export const TABLE_TOO_LARGE = `The file must be at most ${TABLE_LIMITS.maxBytes / MB} MB.`;
export const TABLE_TOO_LARGE_UNPACKED = `The spreadsheet is too large once unpacked (more than ${TABLE_LIMITS.maxUncompressedBytes / MB} MB): split it into smaller files.`;
export const TABLE_TOO_MANY_ROWS = `The file has more than 20,000 rows: split it into smaller files.`;
export const TABLE_TOO_SLOW = `The spreadsheet took too long to read (over ${TABLE_LIMITS.timeLimitMs / 1000} seconds): split it into smaller files.`;
export const TABLE_UNREADABLE = 'The file could not be read: save it again as .xlsx or UTF-8 .csv.';
export const TABLE_NO_SHEET = 'The file has no sheet.';

const REFUSALS: Record<TableRefusal, string> = {
  uncompressed: TABLE_TOO_LARGE_UNPACKED,
  rows: TABLE_TOO_MANY_ROWS,
  unreadable: TABLE_UNREADABLE,
  'no-sheet': TABLE_NO_SHEET,
};

/** Beside this file in the source tree; Node (or tsx, or the tests) runs it as it is. */
const WORKER_FILE = path.join(__dirname, 'read-table.worker.mts');

/** Header names are matched case-insensitively (`TRL_level` = `trl_level`). */
const headerKey = (name: string) => name.trim().toLowerCase();

/**
 * The cell texts of the first sheet of a CSV or XLSX file, parsed in a worker thread of its
 * own (off the event loop), ended after `timeLimitMs`, its heap capped at `heapMb`.
 */
function parseInWorker(
  data: Uint8Array,
  format: 'csv' | 'xlsx',
  limits: TableLimits,
): Promise<string[][]> {
  const copy = new Uint8Array(data);
  const job: TableJob = {
    data: copy,
    format,
    maxUncompressedBytes: limits.maxUncompressedBytes,
    maxRows: limits.maxRows,
    maxEntries: limits.maxEntries,
  };
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(WORKER_FILE, {
      workerData: job,
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const refuse = (message: string) => settle(() => reject(new ImportFileError(message)));
    const timer = setTimeout(() => refuse(TABLE_TOO_SLOW), limits.timeLimitMs);
    worker.on('message', (answer: TableAnswer) => {
      if ('grid' in answer) settle(() => resolve(answer.grid));
      else refuse(REFUSALS[answer.refusal]);
    });
    // Out of its heap (ERR_WORKER_OUT_OF_MEMORY): the workbook is too large to read.
    worker.on('error', (err: NodeJS.ErrnoException) =>
      refuse(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? TABLE_TOO_LARGE_UNPACKED : TABLE_UNREADABLE),
    );
    worker.on('exit', () => refuse(TABLE_UNREADABLE));
  });
}

/** A header row, then one record per non-blank line. */
function rowsOf(grid: string[][]): TableRow[] {
  const [header, ...records] = grid;
  if (!header || header.every((h) => h.trim() === ''))
    throw new ImportFileError('The file has no header row.');
  const keys = header.map(headerKey);
  const rows: TableRow[] = [];
  records.forEach((record, index) => {
    const values: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (key) values[key] = (record[i] ?? '').trim();
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ line: index + 2, values });
  });
  return rows;
}

/**
 * The rows of a CSV or XLSX file's bytes (the upload's path). Refusals are ImportFileErrors
 * whose message a person understands: over 5 MB, over 50 MB unpacked, over 20,000 rows, too
 * slow to read, unreadable, no sheet or no header row.
 */
export async function readTableData(
  data: Uint8Array,
  format: 'csv' | 'xlsx',
  limits: TableLimits = TABLE_LIMITS,
): Promise<TableRow[]> {
  if (data.byteLength > limits.maxBytes) throw new ImportFileError(TABLE_TOO_LARGE);
  return rowsOf(await parseInWorker(data, format, limits));
}

/** Reads the first sheet of a .csv or .xlsx file (the admin CLI's path): as readTableData. */
export async function readTable(file: string): Promise<TableRow[]> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.xlsx')
    throw new ImportFileError(`Unsupported file type '${ext || file}': use .csv or .xlsx`);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new ImportFileError(`File not found: ${file}`);
  if (stat.size > TABLE_LIMITS.maxBytes) throw new ImportFileError(TABLE_TOO_LARGE);
  return readTableData(await fs.readFile(file), ext === '.csv' ? 'csv' : 'xlsx');
}

/** `a; b ;; c` -> ['a', 'b', 'c'] */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(';')
    .map((v) => v.trim())
    .filter((v) => v !== '');
