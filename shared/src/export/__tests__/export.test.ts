import { read, utils } from 'xlsx';
import { captureDownloads, type Download } from '../../test-utils/capture-download';
import { parseQuotedCsv } from '../../test-utils/parse-csv';
import { exportRows } from '../export-rows';
import { toCsv } from '../csv';
import { exportTestColumns, type ExportTestRow } from '../../test-utils/export-rows-fixture';

type Row = ExportTestRow;
const columns = exportTestColumns;

const rows: Row[] = [
  { title: 'Solar "sail", mk 2', inventors: ['Ada', 'Grace'], trl: 4 },
  { title: 'Line\nbreak', inventors: [], trl: null },
];

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  capture = captureDownloads();
});
afterEach(() => capture.restore());

const only = (downloads: Download[]): Download => {
  expect(downloads).toHaveLength(1);
  return downloads[0];
};

describe('toCsv', () => {
  it('quotes every cell, doubles quotes, joins lists with "; " and ends lines with CRLF', () => {
    const csv = toCsv(columns, rows);
    expect(csv.split('\r\n')[0]).toBe('"Title","Inventors","TRL"');
    expect(csv.split('\r\n')[1]).toBe('"Solar ""sail"", mk 2","Ada; Grace","4"');
    expect(parseQuotedCsv(csv)).toEqual([
      ['Title', 'Inventors', 'TRL'],
      ['Solar "sail", mk 2', 'Ada; Grace', '4'],
      ['Line\nbreak', '', ''],
    ]);
  });
});

describe('exportRows', () => {
  it('downloads <fileName>.csv with the given rows', async () => {
    await exportRows({ format: 'csv', fileName: 'tickets', sheetName: 'Tickets', columns, rows });
    const file = only(capture.downloads);
    expect(file.fileName).toBe('tickets.csv');
    expect(file.blob.type).toContain('text/csv');
    expect(parseQuotedCsv(await file.blob.text())[1]).toEqual([
      'Solar "sail", mk 2',
      'Ada; Grace',
      '4',
    ]);
  });

  it('writes a long CSV in slices that add up to exactly the text of toCsv', async () => {
    // Every clock read is 20 ms later: each slice looks slow, so the rows go out in many slices.
    let now = 0;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => (now += 20));
    const many = Array.from({ length: 500 }, (_, i) => ({
      ...rows[i % 2],
      title: `${rows[i % 2].title} #${i}`,
    }));
    await exportRows({
      format: 'csv',
      fileName: 'tickets',
      sheetName: 'Tickets',
      columns,
      rows: many,
    });
    clock.mockRestore();
    const file = only(capture.downloads);
    expect(await file.blob.text()).toBe(toCsv(columns, many));
    // Two clock reads per slice: the text came in more than ten slices.
    expect(now).toBeGreaterThan(2 * 20 * 10);
  });

  it('downloads <fileName>.xlsx with the named sheet and the cells', async () => {
    await exportRows({ format: 'xlsx', fileName: 'patents', sheetName: 'Patents', columns, rows });
    const file = only(capture.downloads);
    expect(file.fileName).toBe('patents.xlsx');
    const book = read(new Uint8Array(await file.blob.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Patents']);
    const sheet = book.Sheets.Patents;
    expect(utils.sheet_to_json(sheet, { header: 1, defval: '' })).toEqual([
      ['Title', 'Inventors', 'TRL'],
      ['Solar "sail", mk 2', 'Ada; Grace', 4],
      ['Line\nbreak', '', ''],
    ]);
    expect(sheet.C2.t).toBe('n');
  });
});
