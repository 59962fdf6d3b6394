import * as XLSX from 'xlsx';
import { describeEachDatabase } from '../../helpers/test-app';
import { createInventor, tinyPng } from '../inventors/support';
import { newOfficeClient } from './support';

const HEADER = 'title,deposit_number,deposit_date,TRL_level,inventors,schemas';
const csv = (lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\n')}\n`, 'utf8');
const csvPart = (data: Buffer, filename = 'patents.csv') => ({
  file: { filename, contentType: 'text/csv', data },
});

describeEachDatabase('office API: patent import upload', (ctx) => {
  it('runs the CLI importer on a CSV and answers created, updated and rejected rows; audits each patent', async () => {
    const { app, dialect } = ctx();
    const tag = `IMP-${dialect}-${Date.now()}`;
    const ada = await createInventor(app.db, `Ada ${tag}`);
    const { office, client } = await newOfficeClient(app);
    const first = await client.request('POST', '/api/office/patents/import/', {
      multipart: csvPart(
        csv([
          `Wind lens,${tag}-1,2024-05-01,4,Ada ${tag},https://example.org/w.png`,
          `Salt cell,${tag}-2,,7,New Person ${tag},`,
          `Bad level,${tag}-3,,12,,`,
          `,${tag}-4,,,,`,
        ]),
      ),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      inventors_created: 1,
      rejected: [
        { line: 4, reason: "TRL_level must be an integer from 0 to 9, got '12'" },
        { line: 5, reason: 'title is required' },
      ],
    });
    const listed = (await client.get(`/api/office/patents/?search=${tag}-1`)).json();
    expect(listed.results[0]).toMatchObject({
      title: 'Wind lens',
      deposit_date: '2024-05-01',
      TRL_level: 4,
      inventors: [{ id: ada }],
      schemas: ['https://example.org/w.png'],
    });

    const second = await client.request('POST', '/api/office/patents/import/', {
      multipart: csvPart(
        csv([
          `Wind lens v2,${tag}-1,2024-05-01,5,Ada ${tag},https://example.org/w.png`,
          `Salt cell,${tag}-2,,7,New Person ${tag},`,
        ]),
      ),
    });
    expect(second.json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
      inventors_created: 0,
      rejected: [],
    });

    const audit = (await client.get(`/api/office/audit/?actor=${office.userId}`)).json();
    expect(
      audit.results.map((a: { action: string; summary: string }) => [a.action, a.summary]),
    ).toEqual([
      ['patent.update', "Updated patent 'Wind lens v2' by import (line 2)"],
      ['patent.create', "Created patent 'Salt cell' by import (line 3)"],
      ['patent.create', "Created patent 'Wind lens' by import (line 2)"],
    ]);
  });

  it('reads an XLSX workbook the same way', async () => {
    const { app, dialect } = ctx();
    const tag = `XL-${dialect}-${Date.now()}`;
    const sheet = XLSX.utils.aoa_to_sheet([
      ['title', 'deposit_number', 'CRL_level'],
      ['Heat pipe', `${tag}-1`, 3],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Patents');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const { client } = await newOfficeClient(app);
    const res = await client.request('POST', '/api/office/patents/import/', {
      multipart: {
        file: {
          filename: 'patents.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          data,
        },
      },
    });
    expect([res.statusCode, res.json().created]).toEqual([200, 1]);
    const listed = (await client.get(`/api/office/patents/?search=${tag}`)).json();
    expect(listed.results[0]).toMatchObject({ title: 'Heat pipe', CRL_level: 3 });
  });

  it('refuses a file that is neither CSV nor XLSX whatever its name, one over 5 MB, and no file', async () => {
    const { app } = ctx();
    const { client } = await newOfficeClient(app);
    const url = '/api/office/patents/import/';
    for (const data of [
      tinyPng(),
      Buffer.from([0x61, 0x00, 0x62, 0x0a]),
      Buffer.from([0xff, 0xfe, 0x41]),
    ]) {
      const res = await client.request('POST', url, { multipart: csvPart(data) });
      expect([res.statusCode, res.json().file]).toEqual([
        400,
        ['Upload a CSV (UTF-8) or XLSX file.'],
      ]);
    }
    const big = await client.request('POST', url, {
      multipart: csvPart(Buffer.alloc(5 * 1024 * 1024 + 1, 'a')),
    });
    expect([big.statusCode, big.json().file]).toEqual([
      400,
      ['The document must be at most 5 MB.'],
    ]);
    const none = await client.request('POST', url, { multipart: {} });
    expect(none.json().file).toEqual(['Choose a file to upload.']);
  });
});
