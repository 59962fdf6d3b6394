import { TestClient } from '../../helpers/client';
import { createUser } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/test-app';

describeEachDatabase('accounts: login and logout', (ctx) => {
  it('logs in with the right password: 200 {email, inventor} and a sessionid cookie', async () => {
    const user = await createUser(ctx().app.db, {
      preferredName: 'Ada Lovelace',
      affiliation: 'CIE',
    });
    const client = new TestClient(ctx().app);
    const res = await client.post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.email).toBe(user.email);
    expect(body.inventor).toMatchObject({
      id: user.inventorId,
      preferred_name: 'Ada Lovelace',
      email: user.email,
      affiliation: 'CIE',
      name_variant: [],
      image: null,
      avatar: null,
      patents_count: 0,
      tickets_count: 0,
      co_inventors_count: 0,
      must_change_password: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'sessionid');
    expect(cookie?.value).toMatch(/.{32,}/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await client.get('/api/accounts/me/')).statusCode).toBe(200);
  });

  it('never sends the password hash (or the password) in the login response', async () => {
    const user = await createUser(ctx().app.db);
    const stored = await ctx()
      .app.db.selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const res = await new TestClient(ctx().app).post('/api/accounts/login', {
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(stored.password_hash);
    expect(res.body).not.toContain(stored.password_hash.split('$')[5]);
    expect(res.body).not.toContain(user.password);
    expect(res.body).not.toMatch(/password_hash|scrypt/);
  });

  it('matches the email case-insensitively', async () => {
    const user = await createUser(ctx().app.db, { email: `Mixed.Case${Date.now()}@Example.org` });
    const res = await new TestClient(ctx().app).post('/api/accounts/login/', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 400 detail', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    const wrong = await client.post('/api/accounts/login/', {
      email: user.email,
      password: 'not-the-password',
    });
    const unknown = await client.post('/api/accounts/login/', {
      email: 'nobody@example.org',
      password: 'whatever-123',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid email or password.' });
      expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it('answers missing or mistyped fields with 400 and a detail', async () => {
    const client = new TestClient(ctx().app);
    for (const json of [{}, { email: 'a@b.org' }, { email: 42, password: ['x'] }, null, 'text']) {
      const res = await client.post('/api/accounts/login/', json);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    const noBody = await client.request('POST', '/api/accounts/login/');
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().detail).toBe('Please fill in all fields');
    const badJson = await client.request('POST', '/api/accounts/login/', {
      raw: { body: '{"email":', contentType: 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().detail).toBe('Malformed JSON body.');
    const xml = await client.request('POST', '/api/accounts/login/', {
      raw: { body: '<a/>', contentType: 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(typeof xml.json().detail).toBe('string');
    const huge = await client.post('/api/accounts/login/', {
      email: 'x'.repeat(500_000),
      password: 'y',
    });
    expect(huge.statusCode).toBe(400);
  });

  it('refuses a login without the CSRF header with 403', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.csrf();
    const res = await client.request('POST', '/api/accounts/login/', {
      json: { email: user.email, password: user.password },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^CSRF Failed: /);
    const wrongToken = await client.request('POST', '/api/accounts/login/', {
      json: { email: user.email, password: user.password },
      csrf: false,
      headers: { 'x-csrftoken': 'not-the-cookie' },
    });
    expect(wrongToken.statusCode).toBe(403);
  });

  it('gives a fresh session id on login and deletes the one the request carried', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const first = client.cookies.get('sessionid');
    const stale = new TestClient(ctx().app);
    stale.cookies.set('sessionid', first ?? '');
    await client.login(user.email, user.password);
    const second = client.cookies.get('sessionid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await stale.get('/api/accounts/me/')).statusCode).toBe(401);
    expect((await client.get('/api/accounts/me/')).statusCode).toBe(200);
  });

  it('blocks the 11th failed login of an email from one IP with 429 and Retry-After, before checking the password', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app, '10.1.1.1');
    for (let i = 0; i < 10; i += 1) {
      const res = await client.post('/api/accounts/login/', {
        email: user.email,
        password: `wrong-${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await client.post('/api/accounts/login/', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected (a whole office may share one, but not the attacker's).
    const other = await new TestClient(ctx().app, '10.1.1.2').post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
    });
    expect(other.statusCode).toBe(200);
  });

  it('clears the failure count after a successful login', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app, '10.2.2.2');
    for (let i = 0; i < 9; i += 1)
      await client.post('/api/accounts/login/', { email: user.email, password: 'wrong-password' });
    expect(
      (await client.post('/api/accounts/login/', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect(
        (
          await client.post('/api/accounts/login/', {
            email: user.email,
            password: 'wrong-password',
          })
        ).statusCode,
      ).toBe(400);
    }
  });

  it('logs out by GET and by POST: 200, the session row deleted, the cookie cleared', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const user = await createUser(ctx().app.db);
      const client = new TestClient(ctx().app);
      await client.login(user.email, user.password);
      const copy = new TestClient(ctx().app);
      copy.cookies.set('sessionid', client.cookies.get('sessionid') ?? '');
      // The portal sends the CSRF header on the GET too (a foreign page's link cannot).
      const res = await client.request(
        method,
        method === 'GET' ? '/api/accounts/logout/' : '/api/accounts/logout',
        method === 'GET' ? { headers: { 'x-csrftoken': await client.csrf() } } : {},
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'Logged out.' });
      expect(client.cookies.has('sessionid')).toBe(false);
      const rows = await ctx()
        .app.db.selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.userId)
        .execute();
      expect(rows).toHaveLength(0);
      expect((await copy.get('/api/accounts/me')).statusCode).toBe(401);
    }
  });

  it('logs out with 200 when not signed in', async () => {
    const client = new TestClient(ctx().app);
    const res = await client.request('GET', '/api/accounts/logout', {
      headers: { 'x-csrftoken': await client.csrf() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Logged out.' });
  });

  it('refuses a sign-out GET without the X-CSRFToken header (a cross-site link): the session stays', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const attempts: Array<Record<string, string>> = [{}, { 'x-csrftoken': 'forged' }];
    for (const headers of attempts) {
      const res = await client.request('GET', '/api/accounts/logout/', { headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    }
    expect((await client.get('/api/accounts/me/')).statusCode).toBe(200);
  });
});
