import { TestClient } from '../helpers/client';
import { createTestApp, describeEachDatabase, MANAGER_PASSWORD } from '../helpers/test-app';
import { newUserClient } from '../routes/inventors/support';

/** Every route of docs/api.md, as `METHOD path` (Fastify params, no trailing slash). */
const API_MD_ROUTES = [
  'GET /api/health',
  'GET /api/accounts/me',
  'PUT /api/accounts/me',
  'POST /api/accounts/login',
  'GET /api/accounts/logout',
  'POST /api/accounts/logout',
  'POST /api/accounts/change-password',
  'POST /api/accounts/reset-password',
  'POST /api/accounts/reset-password-confirm/{uidb64}/{token}',
  'POST /api/accounts/create-account',
  'GET /api/accounts/notifications',
  'PUT /api/accounts/notifications',
  'PUT /api/accounts/notifications/{id}',
  'GET /api/accounts/activity-logs',
  'GET /api/inventors/tickets',
  'POST /api/inventors/ticket/create',
  'GET /api/inventors/ticket/{id}',
  'DELETE /api/inventors/ticket/{id}',
  'PATCH /api/inventors/ticket/{id}',
  'GET /api/inventors/inventor/{id}',
  'POST /api/inventors/inventors/search',
  'GET /api/inventors/patents',
  'GET /api/inventors/patent/{id}',
  'GET /api/inventors/inventor/co-inventors',
  'GET /api/inventors/affiliations',
  'GET /api/files/drawings/{key}',
  'GET /api/files/photos/{key}',
];

describeEachDatabase('hardening: origin check, OpenAPI document, forced password change', (ctx) => {
  it('refuses an unsafe request from a foreign Origin with the Django-style 403, before anything runs', async () => {
    const client = new TestClient(ctx().app);
    const res = await client.request('POST', '/api/accounts/login/', {
      json: { email: 'x@example.org', password: 'whatever-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail:
        'CSRF Failed: Origin checking failed - https://evil.example does not match any trusted origins.',
    });
  });

  it('refuses a foreign Referer when no Origin is sent, and a "null" Origin', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const viaReferer = await client.request('PUT', '/api/accounts/notifications/', {
      headers: { referer: 'http://evil.example/page?x=1' },
    });
    expect(viaReferer.statusCode).toBe(403);
    expect(viaReferer.json().detail).toBe(
      'CSRF Failed: Referer checking failed - http://evil.example does not match any trusted origins.',
    );
    const nullOrigin = await client.request('PUT', '/api/accounts/notifications/', {
      headers: { origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
    expect(nullOrigin.json().detail).toBe(
      'CSRF Failed: Origin checking failed - null does not match any trusted origins.',
    );
  });

  it('lets through PUBLIC_URL, the request’s own host, and requests without Origin or Referer', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const fromPublicUrl = await client.request('PUT', '/api/accounts/notifications/', {
      headers: { origin: 'http://portal.test' },
    });
    expect(fromPublicUrl.statusCode).toBe(200);
    const sameHost = await client.request('PUT', '/api/accounts/notifications/', {
      headers: {
        origin: 'http://127.0.0.1:8080',
        host: '127.0.0.1:8080',
        referer: 'http://127.0.0.1:8080/tickets',
      },
    });
    expect(sameHost.statusCode).toBe(200);
    const bare = await client.request('PUT', '/api/accounts/notifications/');
    expect(bare.statusCode).toBe(200);
    // Safe methods are never origin-checked.
    const get = await client.request('GET', '/api/accounts/me/', {
      headers: { origin: 'https://evil.example' },
    });
    expect(get.statusCode).toBe(200);
  });

  it('serves an OpenAPI 3.1 document at /api/docs/openapi.json that describes every route of docs/api.md', async () => {
    const res = await new TestClient(ctx().app).get('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { summary?: string }>>,
    ).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    const keys = operations.map((o) => o.key);
    for (const route of API_MD_ROUTES) expect(keys).toContain(route);
    // Every route is described (the document is generated from each route's declared schema).
    expect(operations.filter((o) => !o.op.summary).map((o) => o.key)).toEqual([]);
    expect(doc.paths['/api/inventors/ticket/{id}'].delete.responses['403'].description).toBe(
      'Only the submitter can delete a pending ticket.',
    );
    expect(doc.paths['/api/accounts/me'].get.security).toEqual([{ sessionCookie: [] }]);
  });

  it('keeps must_change_password true for a generated account until its password is changed', async () => {
    const { app } = ctx();
    const manager = new TestClient(app, '10.9.9.1');
    const email = `generated-${ctx().dialect}@example.org`;
    const created = await manager.post('/api/accounts/create-account/', {
      shared_password: MANAGER_PASSWORD,
      inventor: { preferred_name: 'Generated Person', email, affiliation: 'CIE' },
    });
    expect(created.statusCode).toBe(201);
    const { password } = created.json().credentials as { password: string };

    const user = new TestClient(app, '10.9.9.2');
    const login = await user.login(email, password);
    expect(login.json().inventor.must_change_password).toBe(true);
    expect((await user.get('/api/accounts/me/')).json().inventor.must_change_password).toBe(true);
    // A failed change leaves the flag up.
    const weak = await user.post('/api/accounts/change-password/', {
      old_password: password,
      new_password: '12345678',
    });
    expect(weak.statusCode).toBe(400);
    expect((await user.get('/api/accounts/me/')).json().inventor.must_change_password).toBe(true);

    const changed = await user.post('/api/accounts/change-password/', {
      old_password: password,
      new_password: 'a-fresh-passphrase-42',
    });
    expect(changed.statusCode).toBe(200);
    expect((await user.get('/api/accounts/me/')).json().inventor.must_change_password).toBe(false);
  });
});

describe('hardening: TRUSTED_ORIGINS', () => {
  it('accepts a configured extra origin and still refuses others', async () => {
    const context = await createTestApp('sqlite', {
      env: { TRUSTED_ORIGINS: 'https://portal.example.org, https://admin.example.org/' },
    });
    try {
      const client = new TestClient(context.app);
      const trusted = await client.request('POST', '/api/accounts/logout/', {
        headers: { origin: 'https://admin.example.org' },
      });
      expect(trusted.statusCode).toBe(200);
      const other = await client.request('POST', '/api/accounts/logout/', {
        headers: { origin: 'https://portal.example.org.evil.example' },
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await context.close();
    }
  });
});
