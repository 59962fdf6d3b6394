import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { createInventor, createPatent, newUserClient, pngPart } from '../inventors/support';
import { newOfficeClient } from './support';

describeEachDatabase('office API: patent schema images', (ctx) => {
  it('answers 401 and 403 on the schema routes', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    for (const [method, url] of [
      ['POST', '/api/office/patents/1/schemas/'],
      ['DELETE', '/api/office/patents/1/schemas/0/'],
      ['POST', '/api/office/patents/import/'],
    ] as const) {
      expect((await new TestClient(app).request(method, url)).statusCode).toBe(401);
      const refused = await inventor.request(method, url);
      expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Office staff only.' }]);
    }
  });

  it('adds a sniffed image that the patent’s inventors see; PATCH keeps it; removal deletes its file', async () => {
    const { app } = ctx();
    const { user, client: inventor } = await newUserClient(app);
    const { office, client } = await newOfficeClient(app);
    const id = await createPatent(app.db, {
      title: 'Tidal kite',
      inventors: [user.inventorId],
      schemas: ['https://example.org/a.png'],
    });
    const url = `/api/office/patents/${id}/schemas/`;
    const res = await client.request('POST', url, { multipart: { file: pngPart() } });
    expect(res.statusCode).toBe(200);
    const schemas = res.json().schemas as string[];
    expect(schemas[0]).toBe('https://example.org/a.png');
    expect(schemas[1]).toMatch(/^\/api\/files\/photos\/[A-Za-z0-9_-]+\.png$/);
    const image = await inventor.get(schemas[1]);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await inventor.get(`/api/inventors/patent/${id}`)).json().schemas).toEqual(schemas);

    // An edit of other fields keeps the uploaded image (sent back as the detail has it).
    const edit = await client.patch(`/api/office/patents/${id}/`, { sector: 'Energy' });
    expect([edit.statusCode, edit.json().schemas]).toEqual([200, schemas]);
    const resent = await client.patch(`/api/office/patents/${id}/`, {
      schemas: [schemas[1], 'https://example.org/b.png'],
    });
    expect(resent.json().schemas).toEqual([schemas[1], 'https://example.org/b.png']);
    // Someone else's upload URL is not accepted as a schema.
    const foreign = await client.patch(`/api/office/patents/${id}/`, {
      schemas: ['/api/files/photos/AAAAAAAAAAAAAAAAAAAAAAAA.png'],
    });
    expect([foreign.statusCode, foreign.json().schemas]).toEqual([
      400,
      ['Enter an http:// or https:// URL.'],
    ]);

    const removed = await client.request('DELETE', `${url}0/`);
    expect([removed.statusCode, removed.json().schemas]).toEqual([
      200,
      ['https://example.org/b.png'],
    ]);
    expect((await client.get(schemas[1])).statusCode).toBe(404);
    expect((await client.request('DELETE', `${url}5/`)).statusCode).toBe(404);
    expect(
      (await client.request('DELETE', `/api/office/patents/999999/schemas/0/`)).statusCode,
    ).toBe(404);

    const audit = (await client.get(`/api/office/audit/?actor=${office.userId}`)).json();
    expect(audit.results.map((a: { summary: string }) => a.summary)).toEqual([
      `Removed schema 1 (${schemas[1]}) of patent 'Tidal kite'`,
      "Updated patent 'Tidal kite'",
      "Updated patent 'Tidal kite'",
      "Added a schema image to patent 'Tidal kite'",
    ]);
  });

  it('a PATCH that leaves an uploaded image out removes its file', async () => {
    const { app } = ctx();
    const { client } = await newOfficeClient(app);
    const inventor = await createInventor(app.db, 'Sand Inventor');
    const id = await createPatent(app.db, { title: 'Sand battery', inventors: [inventor] });
    const added = await client.request('POST', `/api/office/patents/${id}/schemas/`, {
      multipart: { file: pngPart() },
    });
    const [link] = added.json().schemas as string[];
    expect((await client.get(link)).statusCode).toBe(200);
    const edit = await client.patch(`/api/office/patents/${id}/`, { schemas: [] });
    expect(edit.json().schemas).toEqual([]);
    expect((await client.get(link)).statusCode).toBe(404);
  });

  it('refuses what is not an image, an image over 10 MB, no file, and an unknown patent', async () => {
    const { app } = ctx();
    const { client } = await newOfficeClient(app);
    const inventor = await createInventor(app.db, 'Fog Inventor');
    const id = await createPatent(app.db, { title: 'Fog net', inventors: [inventor] });
    const url = `/api/office/patents/${id}/schemas/`;
    const fake = await client.request('POST', url, {
      multipart: {
        file: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('%PDF-1.4 nope') },
      },
    });
    expect([fake.statusCode, fake.json().file]).toEqual([
      400,
      ['Upload a valid image (PNG, JPEG, GIF or WebP).'],
    ]);
    const big = await client.request('POST', url, {
      multipart: { file: pngPart(Buffer.alloc(10 * 1024 * 1024 + 1)) },
    });
    expect([big.statusCode, big.json().file]).toEqual([400, ['The image must be at most 10 MB.']]);
    const none = await client.request('POST', url, { multipart: {} });
    expect([none.statusCode, none.json().file]).toEqual([400, ['Choose a file to upload.']]);
    const unknown = await client.request('POST', '/api/office/patents/999999/schemas/', {
      multipart: { file: pngPart() },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
