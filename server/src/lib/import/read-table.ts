import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';

export interface TableRow {
  /** 1-based line (row) number in the file; the header is line 1. */
  line: number;
  values: Record<string, string>;
}

export class ImportFileError extends Error {}

/** Header names are matched case-insensitively (`TRL_level` = `trl_level`). */
const headerKey = (name: string) => name.trim().toLowerCase();

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value).trim();
}

/** Reads the first sheet of a .csv or .xlsx file: a header row, then one record per line. */
export function readTable(file: string): TableRow[] {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.xlsx')
    throw new ImportFileError(`Unsupported file type '${ext || file}': use .csv or .xlsx`);
  if (!fs.existsSync(file)) throw new ImportFileError(`File not found: ${file}`);
  const data = fs.readFileSync(file);
  const workbook =
    ext === '.csv'
      ? XLSX.read(data.toString('utf8'), { type: 'string', raw: true })
      : XLSX.read(data, { type: 'buffer', cellDates: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) throw new ImportFileError('The file has no sheet.');
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  const [header, ...records] = grid;
  if (!header || header.length === 0) throw new ImportFileError('The file has no header row.');
  const keys = header.map((h) => headerKey(cellText(h)));
  const rows: TableRow[] = [];
  records.forEach((record, index) => {
    const values: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (key) values[key] = cellText(record[i]);
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ line: index + 2, values });
  });
  return rows;
}

/** `a; b ;; c` -> ['a', 'b', 'c'] */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(';')
    .map((v) => v.trim())
    .filter((v) => v !== '');
