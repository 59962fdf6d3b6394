import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newUserClient, pngPart, tinyPng } from '../inventors/support';
import { ticketFields } from '../inventors/support';

describeEachDatabase('files API', (ctx) => {
  it('serves a drawing to the ticket inventors only, with safe headers; 404 to others and anonymous', async () => {
    const { app } = ctx();
    const submitter = await newUserClient(app);
    const co = await newUserClient(app);
    const outsider = await newUserClient(app);
    const created = await submitter.client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ inventors: [String(co.user.inventorId)], drawings: pngPart() }),
    });
    const url: string = created.json().drawings;
    for (const client of [submitter.client, co.client]) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      // A clean image (no metadata) is stored as sent (lib/uploads.ts): the same bytes come back.
      expect(res.rawPayload.equals(tinyPng())).toBe(true);
    }
    for (const client of [outsider.client, new TestClient(app)]) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('refuses path traversal and unknown keys with 404', async () => {
    const { client } = await newUserClient(ctx().app);
    for (const url of [
      '/api/files/drawings/..%2F..%2Fportal.db',
      '/api/files/drawings/../../secret-key',
      '/api/files/photos/..%2Fsecret-key',
      '/api/files/photos/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/api/files/other/AAAAAAAAAAAAAAAAAAAAAAAA.png',
    ]) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(404);
    }
  });

  it('serves a profile photo to any signed-in user and 404 to anonymous callers', async () => {
    const { app } = ctx();
    const key = await app.uploads.save('photos', tinyPng(), 'png');
    const { client } = await newUserClient(app);
    const res = await client.get(`/api/files/photos/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await new TestClient(app).get(`/api/files/photos/${key}`)).statusCode).toBe(404);
  });
});
