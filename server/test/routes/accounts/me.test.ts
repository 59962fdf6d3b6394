import Database from 'better-sqlite3';
import path from 'node:path';
import { TestClient } from '../../helpers/client';
import { createUser, type UserFixture } from '../../helpers/fixtures';
import { isStored, storedUpload } from '../../helpers/stored-uploads';
import { describeEachDatabase } from '../../helpers/test-app';
import { addPatent, addTicket, GIF, PNG } from './data';

describeEachDatabase('accounts: me', (ctx) => {
  async function signedIn(
    overrides: Parameters<typeof createUser>[1] = {},
  ): Promise<{ user: UserFixture; client: TestClient }> {
    const user = await createUser(ctx().app.db, overrides);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    return { user, client };
  }
  const photoStored = (url: string) => isStored(ctx().app, 'photos', url);
  const validProfile = (email: string) => ({
    preferred_name: 'Grace Hopper',
    email,
    phone_number: '0612345678',
    affiliation: 'UIR',
    orcid: '0000-0002-1825-0097',
    name_variants: ['G. Hopper', 'Grace B. Hopper'],
  });

  it('answers 401 with the docs/api.md detail when not signed in, on GET and PUT, with and without the slash', async () => {
    const client = new TestClient(ctx().app);
    for (const res of [
      await client.get('/api/accounts/me/'),
      await client.get('/api/accounts/me'),
      await client.put('/api/accounts/me/', {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('counts patents, distinct tickets (submitted or co-invented) and distinct co-inventors', async () => {
    const { user, client } = await signedIn();
    const db = ctx().app.db;
    const other = await createUser(db);
    const third = await createUser(db);
    await addPatent(db, 'P1', [user.inventorId, other.inventorId]);
    await addPatent(db, 'P2', [user.inventorId, other.inventorId, third.inventorId]);
    await addPatent(db, 'P3', [other.inventorId]);
    await addTicket(db, user.inventorId, []);
    await addTicket(db, user.inventorId, [user.inventorId, other.inventorId]);
    await addTicket(db, other.inventorId, [other.inventorId, user.inventorId]);
    await addTicket(db, other.inventorId, [other.inventorId]);
    const res = await client.get('/api/accounts/me/');
    expect(res.statusCode).toBe(200);
    expect(res.json().inventor).toMatchObject({
      patents_count: 2,
      tickets_count: 3,
      co_inventors_count: 2,
    });
  });

  it('answers fresh counts after every write, in this process or by another connection (SQLite)', async () => {
    const { user, client } = await signedIn();
    const db = ctx().app.db;
    const other = await createUser(db);
    const counts = async () => (await client.get('/api/accounts/me/')).json().inventor;
    expect(await counts()).toMatchObject({
      patents_count: 0,
      tickets_count: 0,
      co_inventors_count: 0,
    });
    await addPatent(db, 'P1', [user.inventorId, other.inventorId]);
    expect(await counts()).toMatchObject({
      patents_count: 1,
      tickets_count: 0,
      co_inventors_count: 1,
    });
    await addTicket(db, other.inventorId, [other.inventorId, user.inventorId]);
    expect(await counts()).toMatchObject({
      patents_count: 1,
      tickets_count: 1,
      co_inventors_count: 1,
    });
    if (ctx().dialect !== 'sqlite') return;
    // The admin CLI writes through its own connection to the same file.
    const cli = new Database(path.join(ctx().dataDir, 'portal.db'));
    try {
      cli.prepare('delete from patent_inventors where inventor_id = ?').run(user.inventorId);
    } finally {
      cli.close();
    }
    expect(await counts()).toMatchObject({
      patents_count: 0,
      tickets_count: 1,
      co_inventors_count: 0,
    });
  });

  it('saves the profile from JSON and answers the updated {email, inventor}', async () => {
    const { user, client } = await signedIn({ affiliation: 'CIE' });
    const res = await client.put('/api/accounts/me/', validProfile(user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: user.email,
      inventor: {
        preferred_name: 'Grace Hopper',
        email: user.email,
        phone: '0612345678',
        affiliation: 'UIR',
        orcid: '0000-0002-1825-0097',
        name_variant: ['G. Hopper', 'Grace B. Hopper'],
      },
    });
    expect((await client.get('/api/accounts/me')).json().inventor.name_variant).toEqual([
      'G. Hopper',
      'Grace B. Hopper',
    ]);
    const row = await ctx()
      .app.db.selectFrom('inventors')
      .select('search_text')
      .where('id', '=', user.inventorId)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toContain('grace hopper');
    expect(row.search_text).toContain('g. hopper | grace b. hopper');
  });

  it('keeps optional fields that the payload leaves out, and clears the affiliation with null', async () => {
    const { user, client } = await signedIn({ affiliation: 'CIE' });
    await client.put('/api/accounts/me/', validProfile(user.email));
    const res = await client.put('/api/accounts/me/', {
      preferred_name: 'G. H.',
      email: user.email,
      affiliation: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().inventor).toMatchObject({
      preferred_name: 'G. H.',
      phone: '0612345678',
      affiliation: null,
      name_variant: ['G. Hopper', 'Grace B. Hopper'],
    });
  });

  it('answers the spec §5 messages per field', async () => {
    const { user, client } = await signedIn();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ preferred_name: '' }, 'preferred_name', 'Full name is required'],
      [{ preferred_name: '   ' }, 'preferred_name', 'Full name is required'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email'],
      [{ phone_number: '012345678901' }, 'phone_number', 'Max 11 digits'],
      [{ orcid: '0000-0002-1825-00971' }, 'orcid', 'Max 19 characters'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await client.put('/api/accounts/me/', { ...validProfile(user.email), ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()[field]).toEqual([message]);
      expect(res.json().detail).toBe(message);
    }
    const missing = await client.put('/api/accounts/me/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().preferred_name).toEqual(['Full name is required']);
  });

  it('refuses an unknown affiliation name with 400 affiliation', async () => {
    const { user, client } = await signedIn();
    const res = await client.put('/api/accounts/me/', {
      ...validProfile(user.email),
      affiliation: 'Nowhere Inc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().affiliation).toEqual(['Unknown affiliation.']);
  });

  it('reads the affiliation by id or by name in any case, refuses an email an inventor without account has, and stores a change of case alone', async () => {
    const { user, client } = await signedIn();
    const { db } = ctx().app;
    const cie = await db
      .selectFrom('affiliations')
      .select(['id', 'name'])
      .where('name', '=', 'CIE')
      .executeTakeFirstOrThrow();
    const byId = await client.put('/api/accounts/me/', {
      ...validProfile(user.email),
      affiliation: String(cie.id),
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().inventor.affiliation).toBe('CIE');
    const byName = await client.put('/api/accounts/me/', {
      ...validProfile(user.email),
      affiliation: ' uir ',
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().inventor.affiliation).toBe('UIR');

    // An inventor the office added, without an account yet, holds the address.
    await db
      .insertInto('inventors')
      .values({
        preferred_name: 'No Account',
        full_name: 'No Account',
        email: 'no-account@example.org',
        search_text: 'no account',
        created_at: new Date().toISOString(),
      })
      .execute();
    const taken = await client.put('/api/accounts/me/', {
      ...validProfile(user.email),
      email: 'No-Account@Example.org',
      current_password: user.password,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ email: ['An account with this email already exists.'] });

    const upper = user.email.toUpperCase();
    const cased = await client.put('/api/accounts/me/', { ...validProfile(upper) });
    expect(cased.statusCode).toBe(200);
    expect(cased.json().email).toBe(upper);
    expect((await client.get('/api/accounts/me/')).json().email).toBe(upper);
  });

  it('changes the login email too, and refuses an email another account has', async () => {
    const { user, client } = await signedIn();
    const other = await createUser(ctx().app.db);
    const taken = await client.put('/api/accounts/me/', {
      ...validProfile(user.email),
      email: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ email: ['An account with this email already exists.'] });

    const newEmail = `renamed-${Date.now()}@example.org`;
    const res = await client.put('/api/accounts/me/', {
      ...validProfile(user.email),
      email: newEmail,
      current_password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(newEmail);
    expect(res.json().inventor.email).toBe(newEmail);
    const fresh = new TestClient(ctx().app);
    expect(
      (await fresh.post('/api/accounts/login/', { email: newEmail, password: user.password }))
        .statusCode,
    ).toBe(200);
    expect(
      (await fresh.post('/api/accounts/login/', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(400);
  });

  it('saves a multipart profile with name_variants[i] and a photo, replaces it, and removes it with "image": null', async () => {
    const { user, client } = await signedIn();
    const first = await client.request('PUT', '/api/accounts/me/', {
      multipart: {
        preferred_name: 'Photo Person',
        email: user.email,
        phone_number: '',
        affiliation: 'CIE',
        orcid: '',
        'name_variants[1]': 'Second',
        'name_variants[0]': 'First',
        image: { filename: 'me.png', contentType: 'image/png', data: PNG },
      },
    });
    expect(first.statusCode).toBe(200);
    const inventor = first.json().inventor;
    expect(inventor.name_variant).toEqual(['First', 'Second']);
    expect(inventor.affiliation).toBe('CIE');
    expect(inventor.phone).toBeNull();
    expect(inventor.image).toMatch(/^\/api\/files\/photos\/[A-Za-z0-9_-]+\.png$/);
    expect(inventor.avatar).toBe(inventor.image);
    // A clean image (no metadata) is stored as sent (lib/uploads.ts): the same bytes.
    expect(await storedUpload(ctx().app, 'photos', inventor.image)).toEqual(PNG);

    const second = await client.request('PUT', '/api/accounts/me', {
      multipart: {
        preferred_name: 'Photo Person',
        email: user.email,
        image: { filename: 'x.bin', contentType: 'application/octet-stream', data: GIF },
      },
    });
    expect(second.statusCode).toBe(200);
    const replaced = second.json().inventor.image;
    expect(replaced).toMatch(/\.gif$/);
    expect(await photoStored(inventor.image)).toBe(false);
    expect(await photoStored(replaced)).toBe(true);

    const removed = await client.put('/api/accounts/me/', {
      preferred_name: 'Photo Person',
      email: user.email,
      image: null,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().inventor).toMatchObject({ image: null, avatar: null });
    expect(await photoStored(replaced)).toBe(false);
  });

  it('accepts repeated name_variants fields in multipart', async () => {
    const { user, client } = await signedIn();
    const res = await client.request('PUT', '/api/accounts/me/', {
      multipart: { preferred_name: 'Rep', email: user.email, name_variants: ['One', 'Two', ''] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().inventor.name_variant).toEqual(['One', 'Two']);
  });

  it('refuses a photo that is not an image, or larger than 5 MB, with 400 image', async () => {
    const { user, client } = await signedIn();
    const notImage = await client.request('PUT', '/api/accounts/me/', {
      multipart: {
        preferred_name: 'X',
        email: user.email,
        image: {
          filename: 'evil.png',
          contentType: 'image/png',
          data: Buffer.from('<script>alert(1)</script>'),
        },
      },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().image).toEqual([expect.any(String)]);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await client.request('PUT', '/api/accounts/me/', {
      multipart: {
        preferred_name: 'X',
        email: user.email,
        image: { filename: 'big.png', contentType: 'image/png', data: big },
      },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().image).toEqual(['The image must be at most 5 MB.']);
    const huge = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const wayTooBig = await client.request('PUT', '/api/accounts/me/', {
      multipart: {
        preferred_name: 'X',
        email: user.email,
        image: { filename: 'huge.png', contentType: 'image/png', data: huge },
      },
    });
    expect(wayTooBig.statusCode).toBe(400);
    expect(wayTooBig.json().image).toEqual(['The image must be at most 5 MB.']);
    expect((await client.get('/api/accounts/me/')).json().inventor.image).toBeNull();
  });

  it('answers broken bodies with 4xx JSON and a detail, never 5xx', async () => {
    const { client } = await signedIn();
    const bodies = [
      {
        body: '--nope\r\nContent-Disposition: form-data; name="preferred_name"\r\n\r\nabc',
        contentType: 'multipart/form-data; boundary=nope',
      },
      { body: 'garbage', contentType: 'multipart/form-data' },
      { body: 'preferred_name=x', contentType: 'application/x-www-form-urlencoded' },
      { body: 'just text', contentType: 'text/plain' },
      { body: '[1,2]', contentType: 'application/json' },
      {
        body: '{"preferred_name": 5, "email": {}, "name_variants": "x"}',
        contentType: 'application/json',
      },
    ];
    for (const raw of bodies) {
      const res = await client.request('PUT', '/api/accounts/me/', { raw });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().detail).toBe('string');
    }
  });
});
