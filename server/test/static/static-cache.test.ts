import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestContext } from '../helpers/test-app';

/** A fake build tree: host/dist, remote-tickets/dist and a deploy folder with one version. */
function writeBuilds(): { staticRoot: string; deployDir: string; remotesFile: string } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-static-'));
  const files: Record<string, string> = {
    'root/host/dist/index.html': '<!doctype html><title>Inventor Portal</title>',
    'root/host/dist/main.0123abcd.js': 'console.log("host")',
    'root/remote-tickets/dist/mf-manifest.json': '{"id":"remote_tickets"}',
    'root/remote-tickets/dist/remoteEntry.js': 'var remote_tickets;',
    'root/remote-tickets/dist/1234.89abcdef.js': 'chunk',
    'deploy/remote-tickets/1.1.0-20260101/mf-manifest.json': '{"id":"remote_tickets","v":"1.1.0"}',
    'deploy/remote-tickets/1.1.0-20260101/remoteEntry.js': 'var remote_tickets_v2;',
    'deploy/remote-tickets/1.1.0-20260101/__federation_expose_TicketsRoutes.fedcba98.js': 'expose',
    'deploy/remote-tickets/deployments.json':
      '{"current":"1.1.0-20260101","versions":["1.1.0-20260101"]}',
    'secret.txt': 'outside the deploy folder',
  };
  // Precompressed copies as the build writes them (scripts/webpack/precompress-plugin.cjs).
  const compressed: Record<string, Buffer> = {
    'root/host/dist/main.0123abcd.js.br': zlib.brotliCompressSync(
      files['root/host/dist/main.0123abcd.js'],
    ),
    'root/host/dist/main.0123abcd.js.gz': zlib.gzipSync(files['root/host/dist/main.0123abcd.js']),
    'root/remote-tickets/dist/remoteEntry.js.br': zlib.brotliCompressSync(
      files['root/remote-tickets/dist/remoteEntry.js'],
    ),
  };
  for (const [name, content] of [...Object.entries(files), ...Object.entries(compressed)]) {
    fs.mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
    fs.writeFileSync(path.join(base, name), content);
  }
  const remotesFile = path.join(base, 'deploy', 'remotes.json');
  return { staticRoot: path.join(base, 'root'), deployDir: path.join(base, 'deploy'), remotesFile };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static serving of the portal and deployed remotes', () => {
  let ctx: TestContext;
  let builds: ReturnType<typeof writeBuilds>;

  beforeAll(async () => {
    builds = writeBuilds();
    process.env.REMOTES_DEPLOY_DIR = builds.deployDir;
    ctx = await createTestApp('sqlite', {
      env: {
        STATIC_ROOT: builds.staticRoot,
        REMOTES_JSON: builds.remotesFile,
        TIME_ZONE: 'Europe/Paris',
      },
    });
  });
  afterAll(async () => {
    delete process.env.REMOTES_DEPLOY_DIR;
    await ctx.close();
    fs.rmSync(path.dirname(builds.staticRoot), { recursive: true, force: true });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('serves entry points (index.html, remoteEntry.js, manifests) no-cache and content-hashed files immutable', async () => {
    const cases: [string, string][] = [
      ['/', 'no-cache'],
      ['/tickets', 'no-cache'],
      ['/main.0123abcd.js', IMMUTABLE],
      ['/remotes/remote-tickets/mf-manifest.json', 'no-cache'],
      ['/remotes/remote-tickets/remoteEntry.js', 'no-cache'],
      ['/remotes/remote-tickets/1234.89abcdef.js', IMMUTABLE],
    ];
    for (const [url, cacheControl] of cases) {
      const res = await get(url);
      expect({ url, status: res.statusCode, cacheControl: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl,
      });
    }
  });

  it("writes the office's TIME_ZONE into the page (the browser's today is the server's), compressed as asked", async () => {
    const meta = '<meta name="office-time-zone" content="Europe/Paris">';
    for (const url of ['/', '/tickets/12', '/index.html']) {
      const plain = await get(url);
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(plain.body).toContain(meta);
      expect(plain.body).toContain('<title>Inventor Portal</title>');
    }
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(meta);
  });

  it('sends the precompressed copy the browser accepts, with the cache rules of the file asked for', async () => {
    const send = (url: string, acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const br = await send('/main.0123abcd.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("host")');

    const gzip = await send('/main.0123abcd.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log("host")');

    const identity = await send('/main.0123abcd.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe('console.log("host")');

    const entry = await send('/remotes/remote-tickets/remoteEntry.js', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(entry.rawPayload).toString()).toBe('var remote_tickets;');

    // No copy for this encoding (or this file): the file itself.
    const entryGzip = await send('/remotes/remote-tickets/remoteEntry.js', 'gzip');
    expect(entryGzip.headers['content-encoding']).toBeUndefined();
    expect(entryGzip.body).toBe('var remote_tickets;');
    const manifest = await send('/remotes/remote-tickets/mf-manifest.json', 'br');
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.json()).toEqual({ id: 'remote_tickets' });

    // The page itself is rendered by the server (its time zone), compressed as the browser asks.
    const page = await send('/tickets', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('Inventor Portal');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves deployed versions from REMOTES_DEPLOY_DIR at /deployed/ with the same cache rules', async () => {
    const manifest = await get('/deployed/remote-tickets/1.1.0-20260101/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'remote_tickets', v: '1.1.0' });
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const entry = await get('/deployed/remote-tickets/1.1.0-20260101/remoteEntry.js');
    expect(entry.body).toBe('var remote_tickets_v2;');
    expect(entry.headers['cache-control']).toBe('no-cache');

    const chunk = await get(
      '/deployed/remote-tickets/1.1.0-20260101/__federation_expose_TicketsRoutes.fedcba98.js',
    );
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 (not the app page) for missing deployed files, the deploy history and paths outside the folder', async () => {
    for (const url of [
      '/deployed/remote-tickets/9.9.9/mf-manifest.json',
      '/deployed/remote-tickets/deployments.json',
      '/deployed/..%2Fsecret.txt',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('outside the deploy folder');
    }
  });

  it('never serves a file outside the deploy folder', async () => {
    const res = await get('/deployed/remote-tickets/../../secret.txt');
    expect(res.body).not.toContain('outside the deploy folder');
  });

  it('re-reads the REMOTES_JSON file on every request, so a deploy is picked up without a restart', async () => {
    fs.writeFileSync(
      builds.remotesFile,
      JSON.stringify({
        remotes: [{ name: 'remote_tickets', entry: '/remotes/remote-tickets/mf-manifest.json' }],
      }),
    );
    const before = await get('/remotes.json');
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.json().remotes[0].entry).toBe('/remotes/remote-tickets/mf-manifest.json');

    const deployed = {
      name: 'remote_tickets',
      entry: '/deployed/remote-tickets/1.1.0-20260101/mf-manifest.json',
      version: '1.1.0-20260101',
    };
    fs.writeFileSync(builds.remotesFile, JSON.stringify({ remotes: [deployed] }));
    const after = await get('/remotes.json');
    expect(after.json()).toEqual({ remotes: [deployed] });
  });
});

describe('without REMOTES_DEPLOY_DIR', () => {
  it('answers 404 under /deployed/', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/deployed/remote-tickets/1.0.0/mf-manifest.json',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await ctx.close();
    }
  });
});
