import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { read, utils } from 'xlsx';

export interface DownloadedFile {
  fileName: string;
  body: Buffer;
}

/** Runs `trigger` (a click) and returns the file the browser downloads because of it. */
export async function captureDownload(
  page: Page,
  trigger: () => Promise<void>,
): Promise<DownloadedFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const filePath = await download.path();
  return { fileName: download.suggestedFilename(), body: fs.readFileSync(filePath) };
}

export interface ParsedCsv {
  rows: string[][];
  /** True when every cell of the file was written between double quotes. */
  allQuoted: boolean;
}

/** RFC 4180 reader: quoted cells with "" escapes and line breaks inside, CRLF or LF lines. */
export function parseCsv(text: string): ParsedCsv {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let inQuotes = false;
  let allQuoted = true;
  const endCell = () => {
    if (!quoted) allQuoted = false;
    row.push(cell);
    cell = '';
    quoted = false;
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (inQuotes) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') {
        inQuotes = false;
      } else {
        cell += ch;
      }
    } else if (ch === '"' && cell === '') {
      inQuotes = true;
      quoted = true;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i += 1;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || quoted || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return { rows, allQuoted };
}

export interface ParsedWorkbook {
  sheetNames: string[];
  /** Rows of the named sheet as text, header row first ([] when the sheet is missing). */
  rows: string[][];
}

export function readXlsx(body: Buffer, sheetName: string): ParsedWorkbook {
  const book = read(body, { type: 'buffer' });
  const sheet = book.Sheets[sheetName];
  const rows = sheet
    ? utils
        .sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', raw: true })
        .map((r) => r.map((v) => String(v)))
    : [];
  return { sheetNames: book.SheetNames, rows };
}

/** Index of a header in the first row; throws when it is missing (a clearer failure than -1). */
export function columnIndex(rows: string[][], header: string): number {
  const index = rows[0]?.indexOf(header) ?? -1;
  if (index < 0) throw new Error(`column '${header}' not in [${(rows[0] ?? []).join(', ')}]`);
  return index;
}
