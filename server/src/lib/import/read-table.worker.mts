/**
 * The spreadsheet reader's worker thread (lib/import/read-table.ts starts one per file, with a
 * time limit and a heap limit, and ends it after the answer). Parsing runs here, off the
 * server's event loop: a hostile or merely large workbook slows this thread, never the requests.
 *
 * Node runs this file as it is (type annotations only, no path aliases, packages only), and so
 * do tsx and the tests; the answer is a grid of cell texts or a refusal code, which the caller
 * turns into a sentence.
 *
 * - XLSX: before any parsing, the zip's entries are checked with yauzl: the uncompressed sizes
 *   the zip declares must add up to at most `maxUncompressedBytes`, and then every entry is
 *   inflated and counted (yauzl also refuses an entry that inflates to more than it declares),
 *   so a zip bomb is refused at once on its declared sizes, or at the cap while inflating.
 *   Only then does exceljs (a maintained parser without the `xlsx` 0.18.5 advisories) read the
 *   workbook's first sheet.
 * - CSV: exceljs's CSV reader (fast-csv), every value kept as the text it is.
 * - More than `maxRows` data rows (after the header) is refused.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Readable } from 'node:stream';
import type { Worksheet } from 'exceljs';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';

export interface TableJob {
  data: Uint8Array;
  format: 'csv' | 'xlsx';
  maxUncompressedBytes: number;
  maxRows: number;
  maxEntries: number;
}

export type TableRefusal = 'uncompressed' | 'rows' | 'unreadable' | 'no-sheet';

export type TableAnswer = { grid: string[][] } | { refusal: TableRefusal };

class Refused extends Error {
  readonly refusal: TableRefusal;
  constructor(refusal: TableRefusal) {
    super(refusal);
    this.refusal = refusal;
  }
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (err, zip) => (err || !zip ? reject(new Refused('unreadable')) : resolve(zip)),
    );
  });
}

/** Every entry of the central directory, refusing once the declared sizes pass the cap. */
function listEntries(zip: ZipFile, job: TableJob): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let declared = 0;
    zip.on('error', () => reject(new Refused('unreadable')));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      entries.push(entry);
      if (declared > job.maxUncompressedBytes) reject(new Refused('uncompressed'));
      else if (entries.length > job.maxEntries) reject(new Refused('unreadable'));
      else zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Inflates one entry, counting its bytes into `total`; refuses past the cap. */
function inflate(zip: ZipFile, entry: Entry, total: { bytes: number }, cap: number) {
  return new Promise<void>((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new Refused('unreadable'));
      stream.on('data', (chunk: Buffer) => {
        total.bytes += chunk.length;
        if (total.bytes > cap) {
          stream.destroy();
          reject(new Refused('uncompressed'));
        }
      });
      stream.on('error', () => reject(new Refused('unreadable')));
      stream.on('end', () => resolve());
    });
  });
}

/** Refuses a zip whose entries declare, or inflate to, more than the cap. */
async function checkZip(buffer: Buffer, job: TableJob): Promise<void> {
  const zip = await openZip(buffer);
  try {
    const entries = await listEntries(zip, job);
    const total = { bytes: 0 };
    for (const entry of entries) {
      if (!entry.fileName.endsWith('/')) await inflate(zip, entry, total, job.maxUncompressedBytes);
    }
  } finally {
    zip.close();
  }
}

const isoText = (date: Date): string => {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
};

/** The text of a cell value as exceljs gives it (rich text, formulas and links by their text). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoText(value);
  if (typeof value !== 'object') return String(value).trim();
  const cell = value as Record<string, unknown>;
  if (Array.isArray(cell.richText)) {
    return cell.richText
      .map((run: unknown) =>
        typeof run === 'object' && run !== null ? String(Reflect.get(run, 'text') ?? '') : '',
      )
      .join('')
      .trim();
  }
  if ('result' in cell) return cellText(cell.result);
  if ('text' in cell) return cellText(cell.text);
  if (typeof cell.error === 'string') return cell.error;
  return '';
}

function gridOf(sheet: Worksheet, maxRows: number): string[][] {
  // The header and at most `maxRows` rows with a value.
  if (sheet.actualRowCount > maxRows + 1) throw new Refused('rows');
  // Row numbers kept: a blank row stays a (blank) line, so reported line numbers match the file.
  const grid: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    while (grid.length < rowNumber - 1) grid.push([]);
    grid.push(Array.from(values, cellText));
  });
  return grid;
}

/** exceljs, loaded once the zip passed its checks: a refusal does not wait for the parser. */
const excel = async () => (await import('exceljs')).default;

async function readXlsx(buffer: Buffer, job: TableJob): Promise<string[][]> {
  await checkZip(buffer, job);
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its argument as an ArrayBuffer; JSZip, which it hands it to, reads a Buffer.
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new Refused('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Refused('no-sheet');
  return gridOf(sheet, job.maxRows);
}

async function readCsv(buffer: Buffer, job: TableJob): Promise<string[][]> {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  let sheet: Worksheet;
  try {
    sheet = await workbook.csv.read(Readable.from([text]), {
      map: (value: unknown) => value,
      parserOptions: { trim: false },
    });
  } catch {
    throw new Refused('unreadable');
  }
  return gridOf(sheet, job.maxRows);
}

async function run(job: TableJob): Promise<TableAnswer> {
  const buffer = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  try {
    const grid = job.format === 'xlsx' ? await readXlsx(buffer, job) : await readCsv(buffer, job);
    return { grid };
  } catch (err) {
    return { refusal: err instanceof Refused ? err.refusal : 'unreadable' };
  }
}

if (parentPort) {
  const port = parentPort;
  void run(workerData as TableJob).then((answer) => port.postMessage(answer));
}
