import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    'deploy/remote-tickets/deployments.json': '{"current":"1.1.0-20260101","versions":["1.1.0-20260101"]}',
    'secret.txt': 'outside the deploy folder',
  };
  for (const [name, content] of Object.entries(files)) {
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
    ctx = await createTestApp('sqlite', { env: { STATIC_ROOT: builds.staticRoot, REMOTES_JSON: builds.remotesFile } });
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

  it('serves deployed versions from REMOTES_DEPLOY_DIR at /deployed/ with the same cache rules', async () => {
    const manifest = await get('/deployed/remote-tickets/1.1.0-20260101/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'remote_tickets', v: '1.1.0' });
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const entry = await get('/deployed/remote-tickets/1.1.0-20260101/remoteEntry.js');
    expect(entry.body).toBe('var remote_tickets_v2;');
    expect(entry.headers['cache-control']).toBe('no-cache');

    const chunk = await get('/deployed/remote-tickets/1.1.0-20260101/__federation_expose_TicketsRoutes.fedcba98.js');
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
      JSON.stringify({ remotes: [{ name: 'remote_tickets', entry: '/remotes/remote-tickets/mf-manifest.json' }] }),
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
      const res = await ctx.app.inject({ method: 'GET', url: '/deployed/remote-tickets/1.0.0/mf-manifest.json' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await ctx.close();
    }
  });
});
