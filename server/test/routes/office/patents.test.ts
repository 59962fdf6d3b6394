import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { createPatent, newUserClient } from '../inventors/support';
import { newOfficeClient } from './support';

/** A minimal valid PDF. */
const pdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

describeEachDatabase('office API: patents', (ctx) => {
  it('answers 401 and 403 on every patents route', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    for (const [method, url] of [
      ['POST', '/api/office/patents/'],
      ['PATCH', '/api/office/patents/1/'],
      ['POST', '/api/office/patents/1/documents/'],
    ] as const) {
      expect((await new TestClient(app).request(method, url, { json: {} })).statusCode).toBe(401);
      const refused = await inventor.request(method, url, { json: {} });
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        403,
        { detail: 'Office staff only.' },
      ]);
    }
  });

  it('creates a patent (detail shape) that its inventors then see; edits only the fields sent', async () => {
    const { app, dialect } = ctx();
    const { user: amina, client: aminaClient } = await newUserClient(app);
    const { user: omar } = await newUserClient(app);
    const { office, client } = await newOfficeClient(app);
    const deposit = `FR-${dialect}-${Date.now()}`;
    const res = await client.post('/api/office/patents/', {
      title: 'Fog harvesting net',
      deposit_number: deposit,
      deposit_date: '2025-03-14',
      TRL_level: 4,
      CRL_level: 0,
      sector: 'Water',
      status: 'pending',
      schemas: ['https://example.org/fig1.png'],
      inventors: [amina.inventorId, omar.inventorId, amina.inventorId],
    });
    expect(res.statusCode).toBe(201);
    const patent = res.json();
    expect(patent).toMatchObject({
      title: 'Fog harvesting net',
      deposit_number: deposit,
      deposit_date: '2025-03-14',
      TRL_level: 4,
      CRL_level: 0,
      sector: 'Water',
      status: 'pending',
      schemas: ['https://example.org/fig1.png'],
      inventors: [amina.inventorId, omar.inventorId],
      deposit_document: null,
      abstract: null,
    });
    const seen = await aminaClient.get(`/api/inventors/patent/${patent.id}`);
    expect(seen.json()).toEqual(patent);
    const listed = await aminaClient.get('/api/inventors/patents?search=fog%20harvesting');
    expect(listed.json().results.map((p: { id: number }) => p.id)).toContain(patent.id);

    const edit = await client.patch(`/api/office/patents/${patent.id}/`, {
      TRL_level: 6,
      abstract: 'Nets that catch fog',
      inventors: [omar.inventorId],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      title: 'Fog harvesting net',
      deposit_number: deposit,
      TRL_level: 6,
      abstract: 'Nets that catch fog',
      schemas: ['https://example.org/fig1.png'],
      inventors: [omar.inventorId],
    });
    // Amina is no longer an inventor of it.
    expect((await aminaClient.get(`/api/inventors/patent/${patent.id}`)).statusCode).toBe(404);

    const audit = (await client.get(`/api/office/audit/?actor=${office.userId}`)).json();
    expect(audit.results.map((a: { action: string }) => a.action)).toEqual([
      'patent.update',
      'patent.create',
    ]);
    expect((await client.patch('/api/office/patents/999999/', { title: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 per field: title, TRL/CRL 0–9, dates, http(s) URLs, inventors, deposit number', async () => {
    const { app, dialect } = ctx();
    const { client } = await newOfficeClient(app);
    const bad = await client.post('/api/office/patents/', {
      title: ' ',
      TRL_level: 10,
      CRL_level: 2.5,
      deposit_date: '14/03/2025',
      schemas: ['javascript:alert(1)', 'ftp://example.org/x', '/relative'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title: ['Title is required'],
      TRL_level: ['Enter a whole number from 0 to 9.'],
      CRL_level: ['Enter a whole number from 0 to 9.'],
      deposit_date: ['Enter a valid date (YYYY-MM-DD).'],
      schemas: [
        'Enter an http:// or https:// URL.',
        'Enter an http:// or https:// URL.',
        'Enter an http:// or https:// URL.',
      ],
    });
    const unknown = await client.post('/api/office/patents/', {
      title: 'Ghost',
      inventors: [999999],
    });
    expect(unknown.json()).toEqual({
      detail: 'Unknown inventor id(s): 999999',
      inventors: ['Unknown inventor id(s): 999999'],
    });
    const deposit = `DUP-${dialect}-${Date.now()}`;
    expect(
      (await client.post('/api/office/patents/', { title: 'One', deposit_number: deposit }))
        .statusCode,
    ).toBe(201);
    const duplicate = await client.post('/api/office/patents/', {
      title: 'Two',
      deposit_number: deposit,
    });
    expect([duplicate.statusCode, duplicate.json().deposit_number]).toEqual([
      400,
      ['A patent with this deposit number already exists.'],
    ]);
  });

  it('uploads a PDF document served to the patent’s inventors and the office only; refuses non-PDFs', async () => {
    const { app } = ctx();
    const { user, client: inventor } = await newUserClient(app);
    const { client: stranger } = await newUserClient(app);
    const { client } = await newOfficeClient(app);
    const id = await createPatent(app.db, { title: 'Solar still', inventors: [user.inventorId] });
    const url = `/api/office/patents/${id}/documents/`;

    const res = await client.request('POST', url, {
      multipart: {
        kind: 'deposit',
        file: { filename: 'deposit.pdf', contentType: 'application/pdf', data: pdf() },
      },
    });
    expect(res.statusCode).toBe(200);
    const link = res.json().deposit_document as string;
    expect(link).toMatch(/^\/api\/files\/documents\/[A-Za-z0-9_-]+\.pdf$/);
    for (const who of [client, inventor]) {
      const file = await who.get(link);
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await stranger.get(link)).statusCode).toBe(404);
    expect((await new TestClient(app).get(link)).statusCode).toBe(404);

    // A new one replaces the old file.
    const again = await client.request('POST', url, {
      multipart: {
        kind: 'deposit',
        file: { filename: 'deposit.pdf', contentType: 'application/pdf', data: pdf() },
      },
    });
    expect(again.json().deposit_document).not.toBe(link);
    expect((await client.get(link)).statusCode).toBe(404);

    // Not a PDF, whatever it claims.
    const png = await client.request('POST', url, {
      multipart: {
        kind: 'delivery',
        file: { filename: 'x.pdf', contentType: 'application/pdf', data: Buffer.from('not a pdf') },
      },
    });
    expect([png.statusCode, png.json().file]).toEqual([400, ['Upload a PDF file.']]);
    const kind = await client.request('POST', url, {
      multipart: {
        kind: 'other',
        file: { filename: 'x.pdf', contentType: 'application/pdf', data: pdf() },
      },
    });
    expect(kind.json().kind).toEqual([
      'Choose the document kind: deposit, research_report or delivery.',
    ]);
    const noFile = await client.request('POST', url, { multipart: { kind: 'delivery' } });
    expect(noFile.json().file).toEqual(['Choose a file to upload.']);
    const big = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await client.request('POST', url, {
      multipart: {
        kind: 'research_report',
        file: { filename: 'big.pdf', contentType: 'application/pdf', data: big },
      },
    });
    expect([tooLarge.statusCode, tooLarge.json().file]).toEqual([
      400,
      ['The document must be at most 20 MB.'],
    ]);
    expect(
      (
        await client.request('POST', '/api/office/patents/999999/documents/', {
          multipart: {
            kind: 'deposit',
            file: { filename: 'd.pdf', contentType: 'application/pdf', data: pdf() },
          },
        })
      ).statusCode,
    ).toBe(404);
  });
});
