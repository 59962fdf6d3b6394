import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { DatabaseUploadStore } from '@server/lib/database-upload-store';
import { FileUploadStore } from '@server/lib/file-upload-store';
import { runCommand } from '../cli/support';
import { describeOnPostgres, type Instance, withInstances } from '../helpers/instances';
import { uploadKeyOf } from '../helpers/stored-uploads';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { newUserClient, pngPart, signIn, ticketFields, tinyPng } from '../routes/inventors/support';

/** What the files route answers, but the date. */
const served = (res: LightMyRequestResponse) => {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
};

/**
 * Uploads on PostgreSQL live in the database (lib/create-upload-store.ts), so an upload made
 * through one instance is served by any other, with the same answer; `move-uploads` brings the
 * files of a single-machine install across.
 */
describeOnPostgres('uploads across instances [postgres]', () => {
  let a: Instance;
  let b: Instance;
  withInstances(2, ([first, second]) => {
    a = first;
    b = second;
  });

  it('stores uploads in the database, not under either DATA_DIR', () => {
    expect(a.app.uploads).toBeInstanceOf(DatabaseUploadStore);
    expect(fs.existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);
  });

  it('serves on B, byte for byte and with the same headers, a drawing uploaded through A; deleted through B, gone on A', async () => {
    const submitter = await newUserClient(a.app);
    const onB = await signIn(b.app, submitter.user);
    const created = await submitter.client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ drawings: pngPart() }),
    });
    expect(created.statusCode).toBe(201);
    const url: string = created.json().drawings;
    const fromA = served(await submitter.client.get(url));
    const fromB = served(await onB.get(url));
    expect(fromB).toEqual(fromA);
    expect(fromB).toMatchObject({
      status: 200,
      headers: {
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=300',
      },
    });
    expect(Buffer.from(fromB.body, 'base64').equals(tinyPng())).toBe(true);
    expect(fs.existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);

    expect((await onB.delete(`/api/inventors/ticket/${created.json().id}/`)).statusCode).toBe(204);
    expect(await a.app.uploads.read('drawings', uploadKeyOf(url))).toBeNull();
  });

  it('move-uploads copies the files of DATA_DIR/uploads into the database once, reporting counts; then any instance serves them', async () => {
    const files = new FileUploadStore(path.join(a.dataDir, 'uploads'));
    const photo = await files.save('photos', tinyPng(), 'png');
    const drawing = await files.save('drawings', tinyPng(), 'png');
    const document = await files.saveFile('documents', Buffer.from('%PDF-1.4\n%%EOF\n'), 'pdf');
    const attachment = await files.saveFile('attachments', Buffer.from('a,b\n1,2\n'), 'csv');
    fs.writeFileSync(path.join(a.dataDir, 'uploads', 'photos', `${photo}.tmp-123`), 'partial');
    const viewer = await signIn(b.app, (await newUserClient(a.app)).user);
    expect((await viewer.get(`/api/files/photos/${photo}`)).statusCode).toBe(404);

    const ctx = {
      app: a.app,
      config: a.config,
      dialect: 'postgres',
      dataDir: a.dataDir,
    } as TestContext;
    const first = await runCommand(ctx, 'move-uploads', []);
    expect(first.code).toBe(0);
    expect(first.output).toEqual([
      `Uploads under ${path.join(a.dataDir, 'uploads')} copied into the database (upload_blobs):`,
      '  drawings: 1 copied, 0 already there, 0 other file(s) ignored',
      '  photos: 1 copied, 0 already there, 1 other file(s) ignored',
      '  documents: 1 copied, 0 already there, 0 other file(s) ignored',
      '  attachments: 1 copied, 0 already there, 0 other file(s) ignored',
      'Total: 4 copied, 0 already there, 1 ignored.',
      'The files are left in place; the portal now serves them from the database.',
    ]);
    const again = await runCommand(ctx, 'move-uploads', []);
    expect(again.code).toBe(0);
    expect(again.output).toContain('Total: 0 copied, 4 already there, 1 ignored.');

    const res = await viewer.get(`/api/files/photos/${photo}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPng())).toBe(true);
    expect(await b.app.uploads.read('drawings', drawing)).toEqual(tinyPng());
    expect(await b.app.uploads.read('documents', document)).toEqual(
      await files.read('documents', document),
    );
    expect(await b.app.uploads.read('attachments', attachment)).toEqual(Buffer.from('a,b\n1,2\n'));
  });
});

describe('move-uploads on SQLite', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => ctx.close());

  it('refuses with exit code 1: the files already are where a single machine serves them', async () => {
    expect(ctx.app.uploads).toBeInstanceOf(FileUploadStore);
    const { code, output } = await runCommand(ctx, 'move-uploads', []);
    expect(code).toBe(1);
    expect(output.join('\n')).toMatch(/DATABASE_URL/);
    expect((await runCommand(ctx, 'move-uploads', ['extra'])).code).toBe(2);
  });

  it('is listed in the admin CLI help', async () => {
    const { usage } = await import('@server/cli/commands');
    expect(usage()).toMatch(/move-uploads +copy DATA_DIR\/uploads into PostgreSQL/);
  });
});
