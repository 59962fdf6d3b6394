import { loadConfig } from '@server/config';
import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { createTestApp, describeEachDatabase, MANAGER_PASSWORD } from '../helpers/test-app';

const INVALID_HOST = { detail: 'Invalid host.' };

describeEachDatabase('CSRF and Origin checks keyed on the matched route', (ctx) => {
  it('refuses /%61pi/accounts/login/ without the CSRF token, as /api/accounts/login/', async () => {
    const user = await createUser(ctx().app.db);
    for (const url of [
      '/%61pi/accounts/login/',
      '/api/accounts/%6Cogin/',
      '/api/accounts/login/',
    ]) {
      const res = await new TestClient(ctx().app).request('POST', url, {
        json: { email: user.email, password: user.password },
        csrf: false,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'CSRF Failed: CSRF cookie not set.' });
      expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it('refuses /%61pi/... from a foreign Origin', async () => {
    const res = await new TestClient(ctx().app).request('POST', '/%61pi/accounts/logout/', {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'CSRF Failed: Origin checking failed - https://evil.example does not match any trusted origins.',
    );
  });

  it('resolves the session on an encoded path too (the route decides, not the spelling)', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    expect((await client.get('/%61pi/accounts/me/')).statusCode).toBe(200);
  });
});

describeEachDatabase('allowed hosts', (ctx) => {
  it('answers 400 {"detail": "Invalid host."} to a Host that is not PUBLIC_URL’s or ALLOWED_HOSTS', async () => {
    for (const host of [
      'evil.example',
      'portal.test.evil.example',
      'evil.example:80',
      'portal.test@evil.example',
    ]) {
      for (const url of ['/api/accounts/me/', '/api/inventors/affiliations/', '/login']) {
        const res = await ctx().app.inject({ method: 'GET', url, headers: { host } });
        expect({ host, url, status: res.statusCode }).toEqual({ host, url, status: 400 });
        expect(res.json()).toEqual(INVALID_HOST);
      }
    }
    const post = await ctx().app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password/',
      headers: { host: 'evil.example' },
      payload: { email: 'a@example.org' },
    });
    expect(post.json()).toEqual(INVALID_HOST);
  });

  it('serves PUBLIC_URL’s host (any case, a trailing dot, an explicit port) and the loopback names', async () => {
    for (const host of [
      'portal.test',
      'PORTAL.test',
      'portal.test.',
      'portal.test:80',
      'localhost',
      'localhost:3000',
      '127.0.0.1:8080',
      '[::1]:8080',
    ]) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/inventors/affiliations/',
        headers: { host },
      });
      expect({ host, status: res.statusCode }).toEqual({ host, status: 200 });
    }
  });

  it('lets health probes through whatever Host they use', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.1.2.3:8080' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('allowed hosts in production', () => {
  it('serves PUBLIC_URL’s host, ALLOWED_HOSTS and the loopback names, nothing else', async () => {
    const context = await createTestApp('sqlite', {
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://portal.example.org',
        ALLOWED_HOSTS: 'api.example.org, internal.example.org:8443',
      },
    });
    try {
      const status = async (host: string) =>
        (
          await context.app.inject({
            method: 'GET',
            url: '/api/inventors/affiliations/',
            headers: { host },
          })
        ).statusCode;
      expect(await status('portal.example.org')).toBe(200);
      expect(await status('api.example.org')).toBe(200);
      expect(await status('api.example.org:9000')).toBe(200);
      expect(await status('internal.example.org:8443')).toBe(200);
      expect(await status('internal.example.org:8444')).toBe(400);
      expect(await status('portal.example.org.evil.example')).toBe(400);
      // npm start on the default PUBLIC_URL, e2e and bench (127.0.0.1:PORT), a container health check.
      expect(await status('localhost:8080')).toBe(200);
      expect(await status('127.0.0.1:8123')).toBe(200);
      expect(await status('[::1]')).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('reads PUBLIC_URL’s host and ALLOWED_HOSTS (comma-separated, any case) into the configuration', () => {
    const base = {
      DATA_DIR: '/tmp/unused-data-dir',
      SECRET_KEY: 'k'.repeat(40),
      MANAGER_SHARED_PASSWORD: MANAGER_PASSWORD,
    };
    expect(loadConfig({ ...base, PORT: '8123' }).allowedHosts).toEqual(['localhost:8123']);
    expect(
      loadConfig({
        ...base,
        PUBLIC_URL: 'http://127.0.0.1:9000',
        ALLOWED_HOSTS: 'A.example.org, ,b.example.org:81',
      }).allowedHosts,
    ).toEqual(['127.0.0.1:9000', 'a.example.org', 'b.example.org:81']);
  });
});
