import { TestClient } from '../helpers/client';
import { describeEachDatabase } from '../helpers/test-app';

describeEachDatabase('core', (ctx) => {
  it('answers /api/health with 200 when the database is reachable', async () => {
    const res = await new TestClient(ctx().app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sets a readable csrftoken cookie when the request had none', async () => {
    const res = await new TestClient(ctx().app).get('/api/health');
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/.{20,}/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses an unsafe request without the CSRF header with 403 and a detail', async () => {
    const client = new TestClient(ctx().app);
    await client.csrf();
    const res = await client.request('POST', '/api/accounts/login/', { json: {}, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^CSRF Failed: /);
  });

  it('answers unknown API paths with a JSON 404, with and without the trailing slash', async () => {
    const client = new TestClient(ctx().app);
    for (const url of ['/api/nothing-here', '/api/nothing-here/']) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('sends security headers', async () => {
    const res = await new TestClient(ctx().app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves /remotes.json with each remote manifest', async () => {
    const res = await new TestClient(ctx().app).get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().remotes.map((r: { name: string }) => r.name)).toEqual([
      'remote_tickets',
      'remote_patents',
      'remote_account',
      'remote_office',
      'remote_review',
    ]);
  });
});
