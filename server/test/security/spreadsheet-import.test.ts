import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { readTableData, TABLE_LIMITS } from '@server/lib/import/read-table';
import { describeEachDatabase } from '../helpers/test-app';
import { newOfficeClient } from '../routes/office/support';
import { TestClient } from '../helpers/client';

/*
 * Issue 28, finding "spreadsheet parsing": uploads were parsed with `xlsx` 0.18.5 on the event
 * loop, and any 5 MB zip was accepted whatever it unpacked to. Now exceljs reads them in a
 * worker thread, after the zip's entries are checked, with caps on rows and time.
 */

const MB = 1024 * 1024;

/** A zip of one stored-deflated entry, its sizes declared truthfully (a classic zip bomb). */
function zipOf(name: string, content: Buffer): Buffer {
  const data = zlib.deflateRawSync(content, { level: 9 });
  const crc = zlib.crc32(content);
  const fileName = Buffer.from(name, 'utf8');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0, 10);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0, 12);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + fileName.length + data.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A workbook written by exceljs: a header row, then `rows`. */
async function workbook(rows: Array<Array<string | number | Date>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Patents');
  sheet.addRow(['title', 'deposit_number', 'deposit_date', 'TRL_level']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (client: TestClient, data: Buffer, filename = 'patents.xlsx') =>
  client.request('POST', '/api/office/patents/import/', {
    multipart: {
      file: {
        filename,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data,
      },
    },
  });

const UNPACKED =
  'The spreadsheet is too large once unpacked (more than 50 MB): split it into smaller files.';
const ROWS = 'The file has more than 20,000 rows: split it into smaller files.';

describeEachDatabase('security: spreadsheet imports', (ctx) => {
  it('refuses a 60 MB-uncompressed zip named .xlsx at once, on its entries, while other requests keep answering', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(60 * MB, 0x20));
    expect(bomb.length).toBeLessThan(1 * MB);
    const { client } = await newOfficeClient(ctx().app);
    const started = Date.now();
    const [res, health] = await Promise.all([
      upload(client, bomb),
      (async () => {
        const t0 = Date.now();
        const answer = await new TestClient(ctx().app).get('/api/health');
        return { status: answer.statusCode, ms: Date.now() - t0 };
      })(),
    ]);
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: UNPACKED, file: [UNPACKED] });
    expect(health.status).toBe(200);
    // Refused on the declared sizes: nothing is inflated (generous bound for a busy machine).
    expect(elapsed).toBeLessThan(5000);
  });

  it('refuses a workbook with more than 20,000 data rows, and reads one with 20,000', async () => {
    const { client } = await newOfficeClient(ctx().app);
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => [`Patent ${i}`, `ROWS-${ctx().dialect}-${i}`, '', 1]);
    const refused = await upload(client, await workbook(many(20_001)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: ROWS, file: [ROWS] });
    // Read, then refused row by row by the importer or created: the cap itself lets it through.
    const rows = await readTableData(await workbook(many(20_000)), 'xlsx');
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]).toMatchObject({ line: 20_001, values: { title: 'Patent 19999' } });
  });

  it('refuses a CSV with more than 20,000 data rows', async () => {
    const lines = [
      'title,deposit_number',
      ...Array.from({ length: 20_001 }, (_, i) => `P${i},N${i}`),
    ];
    const { client } = await newOfficeClient(ctx().app);
    const res = await client.request('POST', '/api/office/patents/import/', {
      multipart: {
        file: { filename: 'p.csv', contentType: 'text/csv', data: Buffer.from(lines.join('\n')) },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: ROWS, file: [ROWS] });
  });

  it('reads a workbook with exceljs: text, numbers, dates and formulas by their values', async () => {
    const tag = `XL-${ctx().dialect}-${Date.now()}`;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Patents');
    sheet.addRow(['Title', 'deposit_number', 'deposit_date', 'TRL_level']);
    sheet.addRow(['Wind lens', `${tag}-1`, new Date(Date.UTC(2024, 4, 1)), 4]);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: 'Salt ' }, { text: 'cell' }] }, `${tag}-2`, '', 3]);
    sheet.getCell('D4').value = { formula: '1+2', result: 3 };
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const { client } = await newOfficeClient(ctx().app);
    const res = await upload(client, data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, rejected: [] });
    const listed = (await client.get(`/api/office/patents/?search=${tag}`)).json();
    expect(
      listed.results
        .map((p: { title: string; deposit_date: string | null; TRL_level: number }) => [
          p.title,
          p.deposit_date,
          p.TRL_level,
        ])
        .sort(),
    ).toEqual([
      ['Salt cell', null, 3],
      ['Wind lens', '2024-05-01', 4],
    ]);
  });

  it('ends a parse that takes longer than the time limit with a 400 a person understands', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`Patent ${i}`, `N${i}`, '', 1]);
    const data = await workbook(rows);
    await expect(readTableData(data, 'xlsx', { ...TABLE_LIMITS, timeLimitMs: 1 })).rejects.toThrow(
      'The spreadsheet took too long to read (over 15 seconds): split it into smaller files.',
    );
  });
});
