import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { describeEachDatabase } from '../helpers/test-app';
import { newUserClient } from '../routes/inventors/support';
import { runCommand } from './support';

describeEachDatabase('admin CLI: import-inventors and import-patents', (ctx) => {
  const write = (name: string, text: string) => {
    const file = path.join(ctx().dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const writeXlsx = (name: string, rows: unknown[][]) => {
    const file = path.join(ctx().dataDir, name);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Patents');
    XLSX.writeFile(book, file);
    return file;
  };
  const count = async (
    table:
      'inventors' | 'patents' | 'patent_inventors' | 'patent_schemas' | 'inventor_name_variants',
  ) =>
    Number(
      (
        await ctx()
          .app.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('imports inventors from CSV, names the bad row by line, exits non-zero, and a re-run changes nothing', async () => {
    const file = write(
      'inventors.csv',
      [
        'preferred_name,full_name,email,phone,affiliation,orcid,name_variant',
        'Hind Tahiri,Hind Tahiri,hind.tahiri@example.org,0611223344,CIE,0000-0001-2345-6789,H. Tahiri;Hind T.',
        'Broken,Broken Row,not-an-email,,CIE,,',
        '"Élodie Marchand","Élodie Marchand",elodie@example.org,,uir,,',
      ].join('\n'),
    );
    const first = await runCommand(ctx(), 'import-inventors', [file]);
    expect(first.code).toBe(1);
    expect(first.output).toContain('Inventors: created 2, updated 0, unchanged 0, rejected 1');
    expect(first.output).toContain("Rejected line 3: Invalid email 'not-an-email'");
    const hind = await ctx()
      .app.db.selectFrom('inventors')
      .innerJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
      .select(['inventors.id', 'phone', 'orcid', 'search_text', 'affiliations.name'])
      .where('email', '=', 'hind.tahiri@example.org')
      .executeTakeFirstOrThrow();
    expect(hind).toMatchObject({ phone: '0611223344', orcid: '0000-0001-2345-6789', name: 'CIE' });
    expect(hind.search_text).toContain('h. tahiri');

    const before = [await count('inventors'), await count('inventor_name_variants')];
    const again = await runCommand(ctx(), 'import-inventors', [file]);
    expect(again.code).toBe(1);
    expect(again.output[0]).toBe('Inventors: created 0, updated 0, unchanged 2, rejected 1');
    expect([await count('inventors'), await count('inventor_name_variants')]).toEqual(before);

    const changed = write(
      'inventors-2.csv',
      'email,preferred_name,affiliation\nhind.tahiri@example.org,Hind T.,UIR\n',
    );
    const update = await runCommand(ctx(), 'import-inventors', [changed]);
    expect(update).toEqual({
      code: 0,
      output: ['Inventors: created 0, updated 1, unchanged 0, rejected 0'],
    });
  });

  it('rejects rows with a bad affiliation, a too long phone or no name', async () => {
    const file = write(
      'bad.csv',
      'preferred_name,email,phone,affiliation\nA,a@example.org,,MIT\nB,b@example.org,123456789012,\n,c@example.org,,\n',
    );
    const res = await runCommand(ctx(), 'import-inventors', [file]);
    expect(res.code).toBe(1);
    expect(res.output.slice(1)).toEqual([
      "Rejected line 2: Unknown affiliation 'MIT' (known: CIE, UIR)",
      'Rejected line 3: phone must be at most 11 characters',
      'Rejected line 4: preferred_name is required',
    ]);
  });

  it('imports patents from XLSX with inventors by email or name, schemas, TRL/CRL; the bad row is named; a re-run changes nothing', async () => {
    const { app } = ctx();
    const { user, client } = await newUserClient(app, {
      email: `owner-${ctx().dialect}@example.org`,
      preferredName: 'Patent Owner',
    });
    const file = writeXlsx('patents.xlsx', [
      [
        'title',
        'deposit_number',
        'deposit_date',
        'status',
        'TRL_level',
        'CRL_level',
        'inventors',
        'schemas',
        'research_report_result',
        'deposit_document',
      ],
      [
        'Solar still',
        `X-${ctx().dialect}-1`,
        '2022-03-04',
        'approved',
        6,
        3,
        `${user.email}; Brand New Person`,
        'https://ex.org/a.png;https://ex.org/b.png',
        'Favourable',
        'https://ex.org/d.pdf',
      ],
      ['Too ready', `X-${ctx().dialect}-2`, '2022-03-04', 'pending', 12, 0, user.email, '', '', ''],
      ['Fog net', `X-${ctx().dialect}-3`, '', 'pending', '', '', 'Brand New Person', '', '', ''],
    ]);
    const first = await runCommand(ctx(), 'import-patents', [file]);
    expect(first.code).toBe(1);
    expect(first.output).toEqual([
      'Patents: created 2, updated 0, unchanged 0, rejected 1',
      'Inventors created for unknown names: 1',
      "Rejected line 3: TRL_level must be an integer from 0 to 9, got '12'",
    ]);
    const list = await client.get('/api/inventors/patents?search=solar');
    expect(list.json().results).toHaveLength(1);
    expect(list.json().results[0]).toMatchObject({
      title: 'Solar still',
      TRL_level: 6,
      CRL_level: 3,
      status: 'approved',
      deposit_date: '2022-03-04',
      schemas: ['https://ex.org/a.png', 'https://ex.org/b.png'],
      research_report_result: 'Favourable',
    });
    expect(
      list.json().results[0].inventors.map((i: { preferred_name: string }) => i.preferred_name),
    ).toEqual(['Patent Owner', 'Brand New Person']);
    const byName = await client.get('/api/inventors/patents?search=brand%20new');
    expect(byName.json().count).toBe(1);
    const newcomer = await app.db
      .selectFrom('inventors')
      .select(['email'])
      .where('preferred_name', '=', 'Brand New Person')
      .execute();
    expect(newcomer).toEqual([{ email: null }]);

    const before = await Promise.all([
      count('inventors'),
      count('patents'),
      count('patent_inventors'),
      count('patent_schemas'),
    ]);
    const again = await runCommand(ctx(), 'import-patents', [file]);
    expect(again.code).toBe(1);
    expect(again.output[0]).toBe('Patents: created 0, updated 0, unchanged 2, rejected 1');
    expect(
      await Promise.all([
        count('inventors'),
        count('patents'),
        count('patent_inventors'),
        count('patent_schemas'),
      ]),
    ).toEqual(before);
  });

  it('imports patents from CSV, updating on deposit_number, and rejects unknown emails and bad URLs', async () => {
    const { dialect } = ctx();
    const file = write(
      'patents.csv',
      [
        'title,deposit_number,inventors,schemas,status,delivery_date',
        `Water meter,CSV-${dialect}-1,Someone Known,,pending,2024-01-02`,
        `Ghost,CSV-${dialect}-2,nobody@nowhere.example,,pending,`,
        `Bad link,CSV-${dialect}-3,,javascript:alert(1),pending,`,
        `Bad date,CSV-${dialect}-4,,,pending,02/01/2024`,
      ].join('\n'),
    );
    const res = await runCommand(ctx(), 'import-patents', [file]);
    expect(res.code).toBe(1);
    expect(res.output).toEqual([
      'Patents: created 1, updated 0, unchanged 0, rejected 3',
      'Inventors created for unknown names: 1',
      "Rejected line 3: Unknown inventor email 'nobody@nowhere.example'",
      "Rejected line 4: schemas must be an http(s) URL, got 'javascript:alert(1)'",
      "Rejected line 5: delivery_date must be an ISO date (YYYY-MM-DD), got '02/01/2024'",
    ]);
    const update = write(
      'patents-2.csv',
      `title,deposit_number,status\nWater meter v2,CSV-${dialect}-1,approved\n`,
    );
    expect(await runCommand(ctx(), 'import-patents', [update])).toEqual({
      code: 0,
      output: ['Patents: created 0, updated 1, unchanged 0, rejected 0'],
    });
    const row = await ctx()
      .app.db.selectFrom('patents')
      .select(['title', 'status', 'search_text'])
      .where('deposit_number', '=', `CSV-${dialect}-1`)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Water meter v2');
    expect(row.status).toBe('approved');
    expect(row.search_text).toContain('water meter v2');
  });

  it('refuses a missing or unsupported file with exit code 2', async () => {
    expect(
      (await runCommand(ctx(), 'import-patents', [path.join(ctx().dataDir, 'nope.csv')])).code,
    ).toBe(2);
    const txt = write('x.txt', 'a');
    const res = await runCommand(ctx(), 'import-inventors', [txt]);
    expect(res.code).toBe(2);
    expect(res.output[0]).toMatch(/use \.csv or \.xlsx/);
    expect((await runCommand(ctx(), 'import-inventors', [])).code).toBe(2);
  });
});
